import { Link } from "react-router";
import { SelectField, TextField } from "@/components/ui/input";
import type { SettingsFields } from "./settings-fields";

/**
 * The 'Privacidad' tab (Ley 21.719, issue 29): the three retention terms the daily run applies
 * (former students, trial requests not converted, personal values in audit entries; its
 * preview is on 'Derechos de datos') and the term to answer a data-rights request. The notice itself is edited on its own page (/settings/privacy).
 */
export function RetentionSettings({ control, number, errors }: SettingsFields) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label="Ex estudiantes (años)"
        type="number"
        min={1}
        max={20}
        required
        hint="Datos de ex estudiantes: desde que terminó su última inscripción, sin deudas. Luego la pasada diaria los anonimiza."
        error={errors.privacy?.retentionYears?.message}
        {...number("privacy.retentionYears")}
      />
      <TextField
        label="Solicitudes de prueba (meses)"
        type="number"
        min={1}
        max={120}
        required
        hint="Solicitudes de clase de prueba que no terminaron en inscripción, desde que llegaron."
        error={errors.privacy?.trialRetentionMonths?.message}
        {...number("privacy.trialRetentionMonths")}
      />
      <TextField
        label="Datos en la auditoría (años)"
        type="number"
        min={1}
        max={20}
        required
        hint="Después, los datos personales de las entradas se reemplazan; las entradas y su cadena se conservan."
        error={errors.privacy?.auditRetentionYears?.message}
        {...number("privacy.auditRetentionYears")}
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
        Lo que anonimizará la próxima pasada diaria está en{" "}
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
