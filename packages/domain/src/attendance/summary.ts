import { addDays, type IsoDate } from "../calendar/date";
import type { MakeUpCredit } from "./make-up";
import { type AttendanceMark, attendanceRate } from "./marks";

/** Weeks of attendance a student's page and the family portal show. */
export const RECENT_ATTENDANCE_WEEKS = 8;

/** First day of the recent attendance window ending `today` (eight whole weeks). */
export const recentAttendanceFrom = (today: IsoDate): IsoDate =>
  addDays(today, -(RECENT_ATTENDANCE_WEEKS * 7 - 1));

/** One class of a student's attendance summary: its name, its marks (as viewed) and its rate. */
export interface ClassAttendanceSummary<V> {
  classId: number;
  className: string;
  /** Share of her regular sessions of this class she came to; null when none counts. */
  rate: number | null;
  marks: V[];
}

/**
 * A student's attendance over some marks, per class in the order the classes first appear:
 * the overall and per-class rates count her regular sessions only (a make-up visit or a trial
 * is extra, never held against her). The staff's student page and the family portal both show
 * it, so both read the same figures; each says how a class is named and what of a mark it shows.
 */
export function attendanceByClass<M extends Pick<AttendanceMark, "classId" | "status" | "kind">, V>(
  marks: readonly M[],
  show: { className: (classId: number) => string; mark: (mark: M) => V },
): { rate: number | null; classes: ClassAttendanceSummary<V>[] } {
  const byClass = new Map<number, M[]>();
  for (const mark of marks) {
    const list = byClass.get(mark.classId);
    if (list) list.push(mark);
    else byClass.set(mark.classId, [mark]);
  }
  const regular = (list: readonly M[]) => list.filter((m) => m.kind === "REGULAR");
  return {
    rate: attendanceRate(regular(marks)),
    classes: [...byClass].map(([classId, list]) => ({
      classId,
      className: show.className(classId),
      rate: attendanceRate(regular(list)),
      marks: list.map(show.mark),
    })),
  };
}

/** The last day her soonest-expiring available make-up credit can be used; null with none. */
export function nextMakeUpExpiry(credits: readonly MakeUpCredit[]): IsoDate | null {
  let next: IsoDate | null = null;
  for (const c of credits) {
    if (c.status === "AVAILABLE" && (next === null || c.expiresOn < next)) next = c.expiresOn;
  }
  return next;
}
