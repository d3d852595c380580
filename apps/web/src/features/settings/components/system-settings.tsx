import { BACKUP_FREQUENCIES, BACKUP_FREQUENCY_LABELS, formatInstantEs } from "@nova/domain";
import { labelledOptions } from "@/components/ui/options-field";
import { formatDecimal } from "@/lib/format";
import { useBackupStatus } from "@/lib/settings";
import { SettingFieldList, type SettingSpec } from "./setting-field";
import type { SettingsFields } from "./settings-fields";

const SYSTEM_FIELDS: SettingSpec[] = [
  {
    kind: "select",
    name: "system.backupFrequency",
    label: "Frecuencia de respaldo",
    options: labelledOptions(BACKUP_FREQUENCIES, BACKUP_FREQUENCY_LABELS),
  },
  {
    name: "system.timeZone",
    label: "Zona horaria",
    hint: "Define el día de hoy, los vencimientos y los cumpleaños. Por ejemplo America/Santiago.",
  },
  {
    name: "system.backupsToKeep",
    label: "Respaldos a conservar",
    type: "number",
    min: 1,
    max: 365,
    required: true,
    hint: "Los respaldos más antiguos se eliminan.",
  },
  {
    name: "system.firstMonth",
    label: "Primer mes del estudio (AAAA-MM)",
    placeholder: "2024-03",
    hint: "Las inscripciones y asignaciones no pueden comenzar antes. Vacío: 24 meses atrás.",
  },
  { kind: "checkbox", name: "system.notifications", label: "Notificaciones activadas" },
];

/** The 'Sistema' tab: backups, time zone, the studio's first month, and the last backup taken. */
export function SystemSettings({
  timeZone,
  ...fields
}: SettingsFields & {
  /** The saved zone, the one the last backup's time is shown in. */
  timeZone: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingFieldList fields={fields} specs={SYSTEM_FIELDS} />
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
