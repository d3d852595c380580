import type { IsoDate } from "../calendar/date";
import { lastDayOfMonth, type YearMonth } from "../calendar/month";
import { INSTRUCTOR_RATE, OWNER_RATE } from "../enums/constants";
import { joinEs } from "../shared/join-es";

/** Share of her part of a class's revenue a teacher is paid by default: 1 for an owner, 0.5 otherwise. */
export function compensationRate(isStudioOwner: boolean): number {
  return isStudioOwner ? OWNER_RATE : INSTRUCTOR_RATE;
}

/** The default rate as a whole percentage: 100 for the studio owner, 50 for an instructor. */
export function compensationRatePercent(isStudioOwner: boolean): number {
  return Math.round(compensationRate(isStudioOwner) * 100);
}

/**
 * From `from` on, the teacher is paid `percent` % (0–100) of her part of each class's revenue.
 * A teacher's rate periods are kept like her assignment periods: a new rate is a new period,
 * so the months before it keep the rate they were paid at.
 */
export type RatePeriod = { teacherId: number; from: IsoDate; percent: number };

/**
 * The rate in force for a month, from a teacher's periods in the order they were recorded: of
 * the periods dated on or before the month's last day, the one recorded last. A rate set "from
 * D" thus holds for D's whole month and every month after it (until a later one), also over
 * periods recorded before it with a later date, and never reaches the months before D's. The
 * months before every period keep the first one recorded (her starting rate, which also covers
 * the months before it). Without any period, `fallbackPercent` (her role's default that month).
 */
export function ratePercentInMonth(
  periods: readonly { from: IsoDate; percent: number }[],
  month: YearMonth,
  fallbackPercent: number,
): number {
  return ratePeriodInMonth(periods, month)?.percent ?? fallbackPercent;
}

/** The rate period in force for a month (see ratePercentInMonth), or undefined without any. */
export function ratePeriodInMonth<P extends { from: IsoDate; percent: number }>(
  periods: readonly P[],
  month: YearMonth,
): P | undefined {
  const last = lastDayOfMonth(month);
  let inEffect: P | undefined;
  for (const period of periods) if (period.from <= last) inEffect = period;
  return inEffect ?? periods[0];
}

/**
 * A teacher's pay for her part (base) of a class's revenue at a percentage, rounded half-up to
 * whole pesos: never below 0, never above the base.
 */
export function payAtPercent(base: number, percent: number): number {
  // base × percent is a whole number; one division keeps halves exact (x.5 rounds up).
  const raw = base * percent;
  const whole = Math.floor(raw / 100);
  return raw - whole * 100 >= 50 ? whole + 1 : whole;
}

/**
 * How a shared class's part reads: "la mitad", "un tercio", "un cuarto", else "1/k". The
 * teacher page says "compartida con …, 50 % de la mitad".
 */
export function shareFractionEs(teacherCount: number): string {
  if (teacherCount <= 1) return "el total";
  if (teacherCount === 2) return "la mitad";
  if (teacherCount === 3) return "un tercio";
  if (teacherCount === 4) return "un cuarto";
  return `1/${teacherCount}`;
}

/**
 * What the teacher page says of a shared class: "Compartida con Olga Dueña, 60 % de la mitad"
 * (her rate of her part); without the rate (reception does not see pay), only who shares it.
 * Null for a class she teaches alone.
 */
export function sharedClassSentence(share: {
  teacherCount: number;
  sharedWith: readonly string[];
  percent?: number | undefined;
}): string | null {
  if (share.teacherCount <= 1 || share.sharedWith.length === 0) return null;
  const who = `Compartida con ${joinEs(share.sharedWith)}`;
  return share.percent === undefined
    ? who
    : `${who}, ${share.percent} % de ${shareFractionEs(share.teacherCount)}`;
}

/** A rate as a fraction (the reports' `compensationRate`) in whole percent: 0.6 → 60. */
export function ratePercentOf(rate: number): number {
  return Math.round(rate * 100);
}
