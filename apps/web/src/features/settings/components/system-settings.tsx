import { BACKUP_FREQUENCIES, BACKUP_FREQUENCY_LABELS, formatInstantEs } from "@nova/domain";
import { SelectField, TextField } from "@/components/ui/input";
import { formatDecimal } from "@/lib/format";
import { useBackupStatus } from "@/lib/settings";
import { Checkbox } from "./settings-checkbox";
import type { SettingsFields } from "./settings-fields";

/** The 'Sistema' tab: backups, time zone, the studio's first month, and the last backup taken. */
export function SystemSettings({
  control,
  number,
  errors,
  timeZone,
}: SettingsFields & {
  /** The saved zone, the one the last backup's time is shown in. */
  timeZone: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Frecuencia de respaldo"
        error={errors.system?.backupFrequency?.message}
        {...control("system.backupFrequency")}
      >
        {BACKUP_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {BACKUP_FREQUENCY_LABELS[frequency]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Zona horaria"
        hint="Define el día de hoy, los vencimientos y los cumpleaños. Por ejemplo America/Santiago."
        error={errors.system?.timeZone?.message}
        {...control("system.timeZone")}
      />
      <TextField
        label="Respaldos a conservar"
        type="number"
        min={1}
        max={365}
        required
        hint="Los respaldos más antiguos se eliminan."
        error={errors.system?.backupsToKeep?.message}
        {...number("system.backupsToKeep")}
      />
      <TextField
        label="Primer mes del estudio (AAAA-MM)"
        placeholder="2024-03"
        hint="Las inscripciones y asignaciones no pueden comenzar antes. Vacío: 24 meses atrás."
        error={errors.system?.firstMonth?.message}
        {...control("system.firstMonth")}
      />
      <Checkbox label="Notificaciones activadas" {...control("system.notifications")} />
      <LastBackup timeZone={timeZone} />
    </div>
  );
}

/** When the server took its last backup, and its size. */
function LastBackup({ timeZone }: { timeZone: string }) {
  const status = useBackupStatus();
  const backup = status.data?.lastBackup;
  return (
    <div className="rounded-lg border border-line bg-surface-muted p-4 text-sm sm:col-span-2">
      <p className="font-medium text-ink">Último respaldo</p>
      {status.isPending ? (
        <p className="mt-1 text-ink-muted">Cargando…</p>
      ) : status.isError ? (
        <p className="mt-1 text-ink-muted">No se pudo consultar el último respaldo.</p>
      ) : backup ? (
        <p className="mt-1 text-ink">
          {formatInstantEs(backup.at, timeZone)}
          <span className="text-ink-muted"> · {formatBytes(backup.sizeBytes)}</span>
        </p>
      ) : (
        <p className="mt-1 text-ink-muted">Todavía no se ha tomado ningún respaldo.</p>
      )}
    </div>
  );
}

function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatDecimal(value)} ${units[unit]}`;
}
