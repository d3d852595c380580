import { formatDateEs, formatTime, zonedParts } from "@nova/domain";

/** When a day was closed, in the studio's calendar: "15-08-2026 a las 19:42". */
export function closedAtLabel(closedAt: string, timeZone: string): string {
  const at = zonedParts(new Date(closedAt), timeZone);
  return `${formatDateEs(at.date)} a las ${formatTime(at.hour, at.minute)}`;
}
