import { daysBetween, formatDateEs, type IsoDate } from "../calendar/date";

/** Where a due date stands on a given day. */
export type DueStateKind = "overdue" | "dueToday" | "upcoming";

export interface DueState {
  kind: DueStateKind;
  /** "Venció el 10-11-2026", "Vence hoy", "Vence el 10-12-2026": the words every screen shows. */
  label: string;
  /** Days past the due date (overdue) or until it (upcoming); 0 on the day itself. */
  days: number;
}

/**
 * The one way a due date is named (issue 36): before it a charge "vence", on it it "vence
 * hoy", after it it "venció". Forms, reports, the portal and the reminders all ask this, so a
 * screen cannot say 'venció' of a date another calls 'aún no vence'.
 */
export function dueState(dueDate: IsoDate, today: IsoDate): DueState {
  const days = daysBetween(today, dueDate);
  if (days === 0) return { kind: "dueToday", label: "Vence hoy", days: 0 };
  if (days > 0) return { kind: "upcoming", label: `Vence el ${formatDateEs(dueDate)}`, days };
  return { kind: "overdue", label: `Venció el ${formatDateEs(dueDate)}`, days: -days };
}

/** Whether a charge can be asked for: its due date has come (today or earlier). */
export function isDue(dueDate: IsoDate, today: IsoDate): boolean {
  // ISO dates sort as text: the same answer as dueState's, without its label (reports ask it
  // of every owed month).
  return dueDate <= today;
}
