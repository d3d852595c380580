import type { Settings, SettingsInput } from "@nova/domain";
import { CalendarOff, Plus, Trash2 } from "lucide-react";
import { type Control, useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { SettingFieldList, type SettingSpec } from "./setting-field";
import type { SettingsFields } from "./settings-fields";

const MAKE_UP_FIELDS: SettingSpec[] = [
  {
    kind: "checkbox",
    name: "attendance.makeUpCredits",
    label: "Una ausencia justificada da una recuperación",
  },
  {
    name: "attendance.makeUpDays",
    label: "Días para usar una recuperación",
    type: "number",
    min: 1,
    max: 180,
    required: true,
    hint: "Se usa asistiendo a otra clase del mismo tipo dentro de este plazo.",
  },
];

/** The dates and reason of the closure at `index`. */
function closureFields(index: number): SettingSpec[] {
  return [
    { name: `attendance.closures.${index}.from`, label: "Desde", type: "date", required: true },
    { name: `attendance.closures.${index}.to`, label: "Hasta", type: "date", required: true },
    {
      name: `attendance.closures.${index}.reason`,
      label: "Motivo",
      required: true,
      placeholder: "Vacaciones de invierno",
    },
  ];
}

/**
 * The 'Asistencia' tab: the studio's own closures (besides the public holidays, which the
 * server knows) and the make-up rule. Closures are dates or ranges with a reason.
 */
export function AttendanceSettings({
  formControl,
  ...fields
}: SettingsFields & {
  formControl: Control<SettingsInput, unknown, Settings>;
}) {
  const closures = useFieldArray({ control: formControl, name: "attendance.closures" });
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingFieldList fields={fields} specs={MAKE_UP_FIELDS} />
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
              <SettingFieldList fields={fields} specs={closureFields(index)} />
              <Button
                variant="ghost"
                className="sm:mt-6"
                onClick={() => closures.remove(index)}
                aria-label={`Quitar el cierre ${index + 1}`}
                icon={Trash2}
              />
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => closures.append({ from: "", to: "", reason: "" })}
          icon={Plus}
        >
          Agregar cierre
        </Button>
      </fieldset>
    </div>
  );
}
