import type { SettingsInput } from "@nova/domain";
import type { FieldErrors, Path, UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { SelectField, TextField } from "@/components/ui/input";

/**
 * The 'Privacidad' tab (Ley 21.719, issue 29): how long a former student's personal data
 * is kept (what the retention list on 'Derechos de datos' counts) and the term to answer a
 * data-rights request. The notice itself is edited on its own page (/settings/privacy).
 */
export function RetentionSettings({
  control,
  number,
  errors,
}: {
  control: (name: Path<SettingsInput>) => UseFormRegisterReturn;
  number: (name: Path<SettingsInput>) => UseFormRegisterReturn;
  errors: FieldErrors<SettingsInput>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label="Años de conservación"
        type="number"
        min={1}
        max={20}
        required
        hint="Desde que terminó la última inscripción de una ex estudiante sin deudas; luego aparece en la lista de conservación para eliminar sus datos."
        error={errors.privacy?.retentionYears?.message}
        {...number("privacy.retentionYears")}
      />
      <TextField
        label="Plazo para responder solicitudes"
        type="number"
        min={1}
        max={90}
        required
        hint="Días; la ley fija 30."
        error={errors.privacy?.requestDeadlineDays?.message}
        {...number("privacy.requestDeadlineDays")}
      />
      <SelectField
        label="Cómo se cuentan los días"
        error={errors.privacy?.requestDeadlineCount?.message}
        {...control("privacy.requestDeadlineCount")}
      >
        <option value="calendar">Días corridos</option>
        <option value="business">Días hábiles</option>
      </SelectField>
      <p className="text-sm text-ink-muted sm:col-span-3">
        La lista de personas con el plazo cumplido está en{" "}
        <Link to="/privacy/requests" className="font-medium text-accent-text underline">
          Derechos de datos
        </Link>
        ; el texto del aviso se edita en{" "}
        <Link to="/settings/privacy" className="font-medium text-accent-text underline">
          Aviso de privacidad
        </Link>
        .
      </p>
    </div>
  );
}
