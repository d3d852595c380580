import { codesOf } from "../shared/codes-of";

/** Periods the dashboard can summarise. */
export const PERIOD_LABELS = {
  week: "Semana",
  month: "Mes",
  quarter: "Trimestre",
  year: "Año",
};
export type Period = keyof typeof PERIOD_LABELS;
export const PERIODS = codesOf(PERIOD_LABELS);

/** Default period of the dashboard. */
export const DEFAULT_PERIOD: Period = "month";

/** How often backups run. */
export const BACKUP_FREQUENCY_LABELS = {
  daily: "Diario",
  weekly: "Semanal",
  monthly: "Mensual",
};
export type BackupFrequency = keyof typeof BACKUP_FREQUENCY_LABELS;
export const BACKUP_FREQUENCIES = codesOf(BACKUP_FREQUENCY_LABELS);
