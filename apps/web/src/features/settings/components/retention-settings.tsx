import { Link } from "react-router";
import { SettingFieldList, type SettingSpec } from "./setting-field";
import type { SettingsFields } from "./settings-fields";

const RETENTION_FIELDS: SettingSpec[] = [
  {
    name: "privacy.retentionYears",
    label: "Ex estudiantes (años)",
    type: "number",
    min: 1,
    max: 20,
    required: true,
    hint: "Datos de ex estudiantes: desde que terminó su última inscripción, sin deudas. Luego la pasada diaria los anonimiza.",
  },
  {
    name: "privacy.trialRetentionMonths",
    label: "Solicitudes de prueba (meses)",
    type: "number",
    min: 1,
    max: 120,
    required: true,
    hint: "Solicitudes de clase de prueba que no terminaron en inscripción, desde que llegaron.",
  },
  {
    name: "privacy.auditRetentionYears",
    label: "Datos en la auditoría (años)",
    type: "number",
    min: 1,
    max: 20,
    required: true,
    hint: "Después, los datos personales de las entradas se reemplazan; las entradas y su cadena se conservan.",
  },
  {
    name: "privacy.requestDeadlineDays",
    label: "Plazo para responder solicitudes",
    type: "number",
    min: 1,
    max: 90,
    required: true,
    hint: "Días; la ley fija 30.",
  },
  {
    kind: "select",
    name: "privacy.requestDeadlineCount",
    label: "Cómo se cuentan los días",
    options: [
      ["calendar", "Días corridos"],
      ["business", "Días hábiles"],
    ],
  },
];

/**
 * The 'Privacidad' tab (Ley 21.719, issue 29): the three retention terms the daily run applies
 * (former students, trial requests not converted, personal values in audit entries; its
 * preview is on 'Derechos de datos') and the term to answer a data-rights request. The notice itself is edited on its own page (/settings/privacy).
 */
export function RetentionSettings(fields: SettingsFields) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SettingFieldList fields={fields} specs={RETENTION_FIELDS} />
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
