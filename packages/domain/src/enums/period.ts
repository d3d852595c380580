/** Periods the dashboard can summarise. */
export const PERIODS = ["week", "month", "quarter", "year"] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  week: "Semana",
  month: "Mes",
  quarter: "Trimestre",
  year: "Año",
};

/** Default period of the dashboard. */
export const DEFAULT_PERIOD: Period = "month";

/** How often backups run. */
export const BACKUP_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];

export const BACKUP_FREQUENCY_LABELS: Record<BackupFrequency, string> = {
  daily: "Diario",
  weekly: "Semanal",
  monthly: "Mensual",
};
