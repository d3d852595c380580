import type { IsoDate } from "../calendar/date";
import { addMonths, type YearMonth } from "../calendar/month";

/**
 * The season and the enrollment fee (matrícula), issue 26. A season is a calendar year's
 * billed months: every month by default, or e.g. March to December. Months outside it create no
 * charge and are owed nowhere. Seasons that cross the new year (August to June) are not
 * supported: the season of a month is its calendar year.
 */

export const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export interface SeasonSettings {
  /** Month numbers (1-12) that are billed; every month when all twelve. */
  billedMonths: readonly number[];
}

/** Whether a month is charged under the season settings. */
export function isBilledMonth(season: SeasonSettings, month: YearMonth): boolean {
  return season.billedMonths.includes(Number(month.slice(5, 7)));
}

/** The billed months from `from` to `to`, both included, in order. */
export function billedMonthsBetween(
  season: SeasonSettings,
  from: YearMonth,
  to: YearMonth,
): YearMonth[] {
  const months: YearMonth[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) if (isBilledMonth(season, m)) months.push(m);
  return months;
}

/** The season (its year) an enrollment date or month belongs to. */
export function seasonOf(dateOrMonth: IsoDate | YearMonth): number {
  return Number(dateOrMonth.slice(0, 4));
}

/** Whom the enrollment fee is charged to: each student, or each family (paying guardian). */
export const ENROLLMENT_FEE_PAYERS = ["student", "family"] as const;

export interface EnrollmentFeeSettings {
  /** Whole pesos; 0 when the studio charges no enrollment fee. */
  amount: number;
  /** Once per student per season, or once per family (paying guardian) per season. */
  per: (typeof ENROLLMENT_FEE_PAYERS)[number];
}

/**
 * Who an enrollment fee is charged to: the student, or her family (the paying guardian; a
 * student who pays for herself is a family of one). Two enrollments with the same key in one
 * season owe one fee.
 */
export function enrollmentFeeKey(
  fee: EnrollmentFeeSettings,
  enrollment: { studentId: number; payerGuardianId: number | null },
): string {
  if (fee.per === "family" && enrollment.payerGuardianId !== null) {
    return `guardian:${enrollment.payerGuardianId}`;
  }
  return `student:${enrollment.studentId}`;
}

/** An enrollment fee owed: once per key and season, due on the enrollment that caused it. */
export interface EnrollmentFeeCharge {
  key: string;
  season: number;
  /** The student whose enrollment caused it (the first one of the season, by date). */
  studentId: number;
  dueDate: IsoDate;
  amount: number;
}

/**
 * The enrollment fees a list of enrollments owes: one per key (enrollmentFeeKey) and season,
 * due on the date of its first enrollment of that season, minus those already charged (their
 * `key@season`, as `enrollmentFeeChargeId` gives). Nothing when the fee is 0.
 */
export function enrollmentFeesDue(input: {
  fee: EnrollmentFeeSettings;
  enrollments: readonly { studentId: number; payerGuardianId: number | null; date: IsoDate }[];
  alreadyCharged: ReadonlySet<string>;
}): EnrollmentFeeCharge[] {
  const amount = Math.max(0, Math.trunc(input.fee.amount));
  if (amount === 0) return [];
  const first = new Map<string, EnrollmentFeeCharge>();
  const ordered = [...input.enrollments].sort(
    (a, b) => a.date.localeCompare(b.date) || a.studentId - b.studentId,
  );
  for (const e of ordered) {
    const key = enrollmentFeeKey(input.fee, e);
    const season = seasonOf(e.date);
    const id = enrollmentFeeChargeId(key, season);
    if (first.has(id) || input.alreadyCharged.has(id)) continue;
    first.set(id, { key, season, studentId: e.studentId, dueDate: e.date, amount });
  }
  return [...first.values()];
}

/** The identity of one enrollment fee: its key and season ("student:12@2027"). */
export function enrollmentFeeChargeId(key: string, season: number): string {
  return `${key}@${season}`;
}
