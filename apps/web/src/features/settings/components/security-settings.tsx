import { SettingFieldList, type SettingSpec } from "./setting-field";
import type { SettingsFields } from "./settings-fields";
import { UsersPanel } from "./users-panel";

const SECURITY_FIELDS: SettingSpec[] = [
  {
    name: "security.maxUsers",
    label: "Máximo de usuarios",
    type: "number",
    min: 1,
    max: 20,
    required: true,
    hint: "Entre 1 y 20.",
  },
  {
    name: "security.sessionTimeoutHours",
    label: "Duración de la sesión (horas)",
    type: "number",
    min: 1,
    max: 168,
    required: true,
    hint: "Entre 1 y 168 horas (una semana).",
  },
  { kind: "checkbox", name: "security.strongPasswords", label: "Exigir contraseñas seguras" },
];

/** The 'Usuarios y seguridad' tab: the limits on users and sessions, and the users. */
export function SecuritySettings(fields: SettingsFields) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingFieldList fields={fields} specs={SECURITY_FIELDS} />
      </div>
      <UsersPanel />
    </>
  );
}
