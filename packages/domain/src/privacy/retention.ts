import type { IsoDate } from "../calendar/date";
import { addMonths, type YearMonth } from "../calendar/month";

/** What retention needs to know of one person. */
export interface RetentionSubject {
  id: number;
  /** When the record was created (ISO instant or date). */
  createdAt: string;
  /** Enrollments: start and end (null while open). */
  enrollments: readonly { enrollmentDate: IsoDate; endedOn: IsoDate | null }[];
  /** Pesos still owed today. */
  owed: number;
  legalHold: boolean;
  anonymized: boolean;
}

/**
 * The day her personal data's term starts: the end of her last enrollment, or her creation date
 * when she never enrolled; null while an enrollment is still open.
 */
export function retentionStart(subject: RetentionSubject): IsoDate | null {
  if (subject.enrollments.some((e) => e.endedOn === null)) return null;
  if (subject.enrollments.length === 0) return subject.createdAt.slice(0, 10);
  let last = "";
  for (const e of subject.enrollments) if (e.endedOn !== null && e.endedOn > last) last = e.endedOn;
  return last;
}

/** The day `years` after `start` (29 February becomes 28 February when the year has none). */
export function retentionEndsOn(start: IsoDate, years: number): IsoDate {
  const month = addMonths(start.slice(0, 7) as YearMonth, years * 12);
  const day = start.slice(8, 10);
  const candidate = `${month}-${day}`;
  return day === "29" && month.endsWith("-02") && !isLeap(Number(month.slice(0, 4)))
    ? `${month}-28`
    : candidate;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export interface RetentionCandidate {
  id: number;
  retentionStart: IsoDate;
  retentionEndsOn: IsoDate;
}

/**
 * The people past their retention term on `today`: no open enrollment, nothing owed, no legal
 * hold, not already anonymised, and `years` passed since the term started. A suggestion only:
 * nothing is anonymised without someone confirming it.
 */
export function retentionCandidates(
  subjects: readonly RetentionSubject[],
  today: IsoDate,
  years: number,
): RetentionCandidate[] {
  const result: RetentionCandidate[] = [];
  for (const s of subjects) {
    if (s.anonymized || s.legalHold || s.owed > 0) continue;
    const start = retentionStart(s);
    if (start === null) continue;
    const ends = retentionEndsOn(start, years);
    if (ends <= today) result.push({ id: s.id, retentionStart: start, retentionEndsOn: ends });
  }
  return result;
}

/** What retention needs to know of one trial-class request (issue 28's inbox). */
export interface TrialRetentionSubject {
  id: number;
  /** When the request arrived (ISO instant). */
  createdAt: string;
  /** Converted: she became a student from it (status ENROLLED or a student linked). */
  converted: boolean;
  /** Still waiting or offered a seat on a class's waitlist: her term has not started. */
  waiting: boolean;
  anonymized: boolean;
}

/** The day `months` after `start` (the month's last day when it is shorter). */
export function monthsAfter(start: IsoDate, months: number): IsoDate {
  const month = addMonths(start.slice(0, 7) as YearMonth, months);
  const day = Number(start.slice(8, 10));
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

/**
 * Trial requests past their term on `today`: not converted, not waiting for a seat, not yet
 * anonymised, and `months` passed since they arrived (the day itself counts as past).
 */
export function trialRequestsPastTerm(
  requests: readonly TrialRetentionSubject[],
  today: IsoDate,
  months: number,
): { id: number; retentionEndsOn: IsoDate }[] {
  const result: { id: number; retentionEndsOn: IsoDate }[] = [];
  for (const r of requests) {
    if (r.converted || r.waiting || r.anonymized) continue;
    const ends = monthsAfter(r.createdAt.slice(0, 10), months);
    if (ends <= today) result.push({ id: r.id, retentionEndsOn: ends });
  }
  return result;
}

/**
 * The first day whose audit entries keep their personal values: entries written before it
 * (`years` before `today`) have them redacted. The entries themselves stay, chained.
 */
export function auditRetentionCutoff(today: IsoDate, years: number): IsoDate {
  return monthsAfter(today, -12 * years);
}
