import { MONTH_NAMES_ES } from "@nova/domain";
import { SelectField, TextField } from "@/components/ui/input";
import { Checkbox } from "./settings-checkbox";
import type { SettingsFields } from "./settings-fields";

/**
 * The 'Familias' tab: the sibling and multi-class discounts (and from which month a change
 * applies), the months billed in a season and the yearly matrícula.
 */
export function FamiliesSettings({
  control,
  number,
  errors,
  discountsNow,
  setDiscountsNow,
  billedMonths,
  setBilledMonths,
}: SettingsFields & {
  /** Whether a change of the discounts applies to this month already (not saved in settings). */
  discountsNow: boolean;
  setDiscountsNow: (now: boolean) => void;
  billedMonths: number[];
  setBilledMonths: (months: number[]) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label="Descuento hermanos: segundo hijo (%)"
        type="number"
        min={0}
        max={100}
        required
        hint="Sobre la mensualidad del segundo hijo de un mismo responsable de pago."
        error={errors.families?.siblingSecondPercent?.message}
        {...number("families.siblingSecondPercent")}
      />
      <TextField
        label="Descuento hermanos: tercero y siguientes (%)"
        type="number"
        min={0}
        max={100}
        required
        error={errors.families?.siblingThirdPlusPercent?.message}
        {...number("families.siblingThirdPlusPercent")}
      />
      <TextField
        label="Descuento desde la segunda clase (%)"
        type="number"
        min={0}
        max={100}
        required
        hint="Para un mismo estudiante, desde su segunda clase."
        error={errors.families?.multiClassPercent?.message}
        {...number("families.multiClassPercent")}
      />
      <SelectField
        label="Un cambio de los descuentos rige desde"
        name="discountsFrom"
        value={discountsNow ? "this" : "next"}
        onChange={(e) => setDiscountsNow(e.target.value === "this")}
        hint="Lo ya cobrado no cambia: este mes cambia sus cobros, a propósito."
      >
        <option value="next">El próximo mes</option>
        <option value="this">Este mes</option>
      </SelectField>
      <SelectField
        label="Orden de los descuentos"
        required
        error={errors.families?.discountOrder?.message}
        {...control("families.discountOrder")}
      >
        <option value="sibling-first">Primero hermanos, luego varias clases</option>
        <option value="multi-class-first">Primero varias clases, luego hermanos</option>
      </SelectField>
      <div className="flex items-end pb-2 sm:col-span-2">
        <Checkbox
          label="Los descuentos se suman (si no, se aplica solo el primero)"
          {...control("families.discountsStack")}
        />
      </div>
      <p className="text-sm text-ink-muted sm:col-span-3">
        Un cambio en los descuentos rige desde el mes actual: los meses anteriores quedan como se
        cobraron.
      </p>
      <fieldset className="sm:col-span-3" data-field>
        <legend className="text-sm font-medium text-ink">Meses que se cobran (temporada)</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
          {MONTH_NAMES_ES.map((name, index) => {
            const month = index + 1;
            return (
              <Checkbox
                key={name}
                label={name.charAt(0).toUpperCase() + name.slice(1)}
                checked={billedMonths.includes(month)}
                onChange={(e) =>
                  setBilledMonths(
                    e.target.checked
                      ? [...billedMonths, month].sort((a, b) => a - b)
                      : billedMonths.filter((m) => m !== month),
                  )
                }
              />
            );
          })}
        </div>
        {errors.families?.billedMonths && (
          <p className="mt-1.5 text-sm font-medium text-danger-text">
            {errors.families.billedMonths.message}
          </p>
        )}
      </fieldset>
      <TextField
        label="Matrícula anual (CLP)"
        type="number"
        min={0}
        required
        hint="0 si no se cobra. Se cobra una vez por temporada, al inscribirse."
        error={errors.families?.enrollmentFee?.message}
        {...number("families.enrollmentFee")}
      />
      <SelectField
        label="La matrícula se cobra"
        required
        error={errors.families?.enrollmentFeePer?.message}
        {...control("families.enrollmentFeePer")}
      >
        <option value="student">Por estudiante</option>
        <option value="family">Por familia</option>
      </SelectField>
    </div>
  );
}
