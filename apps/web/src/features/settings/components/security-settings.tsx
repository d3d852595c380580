import { TextField } from "@/components/ui/input";
import { Checkbox } from "./settings-checkbox";
import type { SettingsFields } from "./settings-fields";
import { UsersPanel } from "./users-panel";

/** The 'Usuarios y seguridad' tab: the limits on users and sessions, and the users. */
export function SecuritySettings({ control, number, errors }: SettingsFields) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Máximo de usuarios"
          type="number"
          min={1}
          max={20}
          required
          hint="Entre 1 y 20."
          error={errors.security?.maxUsers?.message}
          {...number("security.maxUsers")}
        />
        <TextField
          label="Duración de la sesión (horas)"
          type="number"
          min={1}
          max={168}
          required
          hint="Entre 1 y 168 horas (una semana)."
          error={errors.security?.sessionTimeoutHours?.message}
          {...number("security.sessionTimeoutHours")}
        />
        <Checkbox label="Exigir contraseñas seguras" {...control("security.strongPasswords")} />
      </div>
      <UsersPanel />
    </>
  );
}
