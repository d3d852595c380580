import type { Settings, SettingsInput } from "@nova/domain";
import { CalendarOff, Plus, Trash2 } from "lucide-react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { type Control, useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";
import type { SettingsFields } from "./settings-fields";

/**
 * The 'Asistencia' tab: the studio's own closures (besides the public holidays, which the
 * server knows) and the make-up rule. Closures are dates or ranges with a reason.
 */
export function AttendanceSettings({
  formControl,
  control,
  number,
  errors,
  checkbox,
}: SettingsFields & {
  formControl: Control<SettingsInput, unknown, Settings>;
  checkbox: (props: { label: string } & ComponentPropsWithRef<"input">) => ReactNode;
}) {
  const closures = useFieldArray({ control: formControl, name: "attendance.closures" });
  const closureErrors = errors.attendance?.closures;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {checkbox({
          label: "Una ausencia justificada da una recuperación",
          ...control("attendance.makeUpCredits"),
        })}
        <TextField
          label="Días para usar una recuperación"
          type="number"
          min={1}
          max={180}
          required
          hint="Se usa asistiendo a otra clase del mismo tipo dentro de este plazo."
          error={errors.attendance?.makeUpDays?.message}
          {...number("attendance.makeUpDays")}
        />
      </div>
      <fieldset>
        <legend className="flex items-center gap-2 font-medium text-ink">
          <CalendarOff className="size-4 text-accent-text" aria-hidden="true" />
          Cierres del estudio
        </legend>
        <p className="mt-1 text-sm text-ink-muted">
          Días sin clases además de los feriados nacionales (que el sistema ya conoce), por ejemplo
          las vacaciones de invierno. No tienen sesiones ni asistencia.
        </p>
        <ul className="mt-3 space-y-3">
          {closures.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-start"
            >
              <TextField
                label="Desde"
                type="date"
                required
                error={closureErrors?.[index]?.from?.message}
                {...control(`attendance.closures.${index}.from`)}
              />
              <TextField
                label="Hasta"
                type="date"
                required
                error={closureErrors?.[index]?.to?.message}
                {...control(`attendance.closures.${index}.to`)}
              />
              <TextField
                label="Motivo"
                required
                placeholder="Vacaciones de invierno"
                error={closureErrors?.[index]?.reason?.message}
                {...control(`attendance.closures.${index}.reason`)}
              />
              <Button
                variant="ghost"
                className="sm:mt-6"
                onClick={() => closures.remove(index)}
                aria-label={`Quitar el cierre ${index + 1}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => closures.append({ from: "", to: "", reason: "" })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Agregar cierre
        </Button>
      </fieldset>
    </div>
  );
}
