import { codesOf, isOneOf, labelOf } from "../shared/codes-of";

/** Dance styles a class can have. */
export const CLASS_TYPE_LABELS = {
  BALLET: "Ballet Clásico",
  JAZZ: "Jazz",
  HIP_HOP: "Hip Hop",
  CONTEMPORARY: "Contemporáneo",
  SALSA: "Salsa",
  BACHATA: "Bachata",
};
export type ClassType = keyof typeof CLASS_TYPE_LABELS;
export const CLASS_TYPES = codesOf(CLASS_TYPE_LABELS);

/** Label shown when a class has no type. */
export const NO_CLASS_TYPE_LABEL = "Sin tipo";

/** Spanish label of a class type; unknown values are shown as they are, missing ones as "Sin tipo". */
export function classTypeLabel(type: string | null | undefined): string {
  if (!type) return NO_CLASS_TYPE_LABEL;
  return labelOf(CLASS_TYPE_LABELS, type) ?? type;
}

/** Lifecycle of a class. */
export const CLASS_STATUS_LABELS = {
  active: "Activa",
  scheduled: "Programada",
  cancelled: "Cancelada",
  completed: "Completada",
};
export type ClassStatus = keyof typeof CLASS_STATUS_LABELS;
export const CLASS_STATUSES = codesOf(CLASS_STATUS_LABELS);

/** Label shown when a class has no status. */
export const NO_CLASS_STATUS_LABEL = "Sin estado";

/** Spanish label of a class status; missing or unknown -> "Sin estado". */
export function classStatusLabel(status: string | null | undefined): string {
  return labelOf(CLASS_STATUS_LABELS, status) ?? NO_CLASS_STATUS_LABEL;
}

/** Statuses shown on the public landing page. */
export const PUBLIC_CLASS_STATUSES: readonly ClassStatus[] = ["active", "scheduled"];

/** Whether a class is published on the landing page (active or scheduled). */
export function isPublicClassStatus(status: string | null | undefined): boolean {
  return isOneOf(PUBLIC_CLASS_STATUSES, status);
}
