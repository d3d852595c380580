import { MONTH_NAMES_ES } from "@nova/domain";
import { SelectField } from "@/components/ui/input";
import {
  SettingField,
  SettingFieldList,
  SettingGroupError,
  type SettingSpec,
} from "./setting-field";
import { Checkbox } from "./settings-checkbox";
import type { SettingsFields } from "./settings-fields";

const DISCOUNT_FIELDS: SettingSpec[] = [
  {
    name: "families.siblingSecondPercent",
    label: "Descuento hermanos: segundo hijo (%)",
    type: "number",
    min: 0,
    max: 100,
    required: true,
    hint: "Sobre la mensualidad del segundo hijo de un mismo responsable de pago.",
  },
  {
    name: "families.siblingThirdPlusPercent",
    label: "Descuento hermanos: tercero y siguientes (%)",
    type: "number",
    min: 0,
    max: 100,
    required: true,
  },
  {
    name: "families.multiClassPercent",
    label: "Descuento desde la segunda clase (%)",
    type: "number",
    min: 0,
    max: 100,
    required: true,
    hint: "Para un mismo estudiante, desde su segunda clase.",
  },
];

const DISCOUNT_ORDER_FIELD: SettingSpec = {
  kind: "select",
  name: "families.discountOrder",
  label: "Orden de los descuentos",
  required: true,
  options: [
    ["sibling-first", "Primero hermanos, luego varias clases"],
    ["multi-class-first", "Primero varias clases, luego hermanos"],
  ],
};

const ENROLLMENT_FEE_FIELDS: SettingSpec[] = [
  {
    name: "families.enrollmentFee",
    label: "Matrícula anual (CLP)",
    type: "number",
    min: 0,
    required: true,
    hint: "0 si no se cobra. Se cobra una vez por temporada, al inscribirse.",
  },
  {
    kind: "select",
    name: "families.enrollmentFeePer",
    label: "La matrícula se cobra",
    required: true,
    options: [
      ["student", "Por estudiante"],
      ["family", "Por familia"],
    ],
  },
];

/**
 * The 'Familias' tab: the sibling and multi-class discounts (and from which month a change
 * applies), the months billed in a season and the yearly matrícula.
 */
export function FamiliesSettings({
  discountsNow,
  setDiscountsNow,
  billedMonths,
  setBilledMonths,
  ...fields
}: SettingsFields & {
  /** Whether a change of the discounts applies to this month already (not saved in settings). */
  discountsNow: boolean;
  setDiscountsNow: (now: boolean) => void;
  billedMonths: number[];
  setBilledMonths: (months: number[]) => void;
}) {
  const { control, errors } = fields;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SettingFieldList fields={fields} specs={DISCOUNT_FIELDS} />
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
      <SettingField fields={fields} spec={DISCOUNT_ORDER_FIELD} />
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
        <SettingGroupError message={errors.families?.billedMonths?.message} />
      </fieldset>
      <SettingFieldList fields={fields} specs={ENROLLMENT_FEE_FIELDS} />
    </div>
  );
}
