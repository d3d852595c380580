import type { Period } from "../enums/period";
import { addDays, daysBetween, formatDateEs, type IsoDate, parseDate } from "./date";
import { monthNameEs } from "./month";
import { type DateRange, periodRange, previousPeriodRange } from "./period";

/**
 * What a period in progress is fairly compared with: the current period from its first day to
 * `today`, against the previous period of the same kind from its first day for as many days
 * (26 November: 1–26 November against 1–26 October), never past the previous period's end
 * (31 March against all of February); on the period's last day, the whole previous period
 * (30 November against all of October). Comparing a month in progress with the whole previous
 * month reads as a fall every month until its last day.
 */
export function periodToDateComparison(
  period: Period,
  today: IsoDate,
): { current: DateRange; previous: DateRange } {
  const whole = periodRange(period, today);
  const current = { start: whole.start, end: today };
  const before = previousPeriodRange(period, today);
  // On its last day the period is complete: the whole period before is its fair match.
  if (today === whole.end) return { current, previous: before };
  const days = Math.min(daysBetween(current.start, today), daysBetween(before.start, before.end));
  return { current, previous: { start: before.start, end: addDays(before.start, days) } };
}

/**
 * What the growth figure is compared with, in words after "frente a": "los mismos días de
 * octubre", "todo octubre" (on the month's last day, or when October is shorter), "los mismos
 * días de la semana anterior", "los mismos días del trimestre anterior (01-07 al 26-08)",
 * "los mismos días de 2025 (01-01 al 26-11)".
 */
export function comparisonLabelEs(
  period: Period,
  comparison: { current: DateRange; previous: DateRange },
  previousRange: DateRange,
): string {
  const { previous } = comparison;
  const whole = previous.end === previousRange.end;
  const span = `(${formatDateEs(previous.start).slice(0, 5)} al ${formatDateEs(previous.end).slice(0, 5)})`;
  switch (period) {
    case "week":
      return whole ? "la semana anterior" : "los mismos días de la semana anterior";
    case "month": {
      const name = monthNameEs(parseDate(previous.start).month);
      return whole ? `todo ${name}` : `los mismos días de ${name}`;
    }
    case "quarter":
      return whole ? "el trimestre anterior" : `los mismos días del trimestre anterior ${span}`;
    case "year": {
      const year = parseDate(previous.start).year;
      return whole ? `todo ${year}` : `los mismos días de ${year} ${span}`;
    }
  }
}
