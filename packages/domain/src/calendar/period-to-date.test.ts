import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDates } from "../../test/arbitraries";
import { PERIODS } from "../enums/period";
import { addDays, daysBetween, type IsoDate } from "./date";
import { periodRange, previousPeriodRange } from "./period";
import { comparisonLabelEs, periodToDateComparison } from "./period-to-date";

const anyDate = isoDates("2020-01-01", "2032-12-31").map((d) => d as IsoDate);
// Period ends are where the rule bends: give them a fair share of the draws.
const endOrAnyDate = fc.oneof(
  anyDate,
  fc
    .tuple(anyDate, fc.constantFrom(...PERIODS))
    .map(([date, period]) => periodRange(period, date).end),
);

describe("periodToDateComparison", () => {
  it("compares November 1–26 with October 1–26, not with all of October", () => {
    expect(periodToDateComparison("month", "2026-11-26")).toEqual({
      current: { start: "2026-11-01", end: "2026-11-26" },
      previous: { start: "2026-10-01", end: "2026-10-26" },
    });
  });

  it("stops at the end of a shorter previous period (31 March against all of February)", () => {
    expect(periodToDateComparison("month", "2026-03-31").previous).toEqual({
      start: "2026-02-01",
      end: "2026-02-28",
    });
  });

  it("compares the week, quarter and year so far with as many days of the one before", () => {
    // Thursday: Monday–Thursday against the Monday–Thursday before.
    expect(periodToDateComparison("week", "2026-11-26")).toEqual({
      current: { start: "2026-11-23", end: "2026-11-26" },
      previous: { start: "2026-11-16", end: "2026-11-19" },
    });
    expect(periodToDateComparison("quarter", "2026-11-26").previous).toEqual({
      start: "2026-07-01",
      end: "2026-08-26",
    });
    expect(periodToDateComparison("year", "2026-11-26").previous).toEqual({
      start: "2025-01-01",
      end: "2025-11-26",
    });
  });

  it("property: the same number of days from the start of the previous period, never past its end", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PERIODS), endOrAnyDate, (period, today) => {
        const { current, previous } = periodToDateComparison(period, today);
        const whole = periodRange(period, today);
        const before = previousPeriodRange(period, today);
        expect(current).toEqual({ start: whole.start, end: today });
        expect(previous.start).toBe(before.start);
        expect(previous.end <= before.end).toBe(true);
        expect(previous.end < current.start).toBe(true);
        const days = daysBetween(current.start, current.end);
        const previousDays = daysBetween(previous.start, previous.end);
        // On the period's last day the whole previous period is compared; before it, as many
        // days as have gone by, fewer only when the previous period is shorter.
        if (today === whole.end) expect(previous).toEqual(before);
        else if (previous.end === before.end) expect(previousDays).toBeLessThanOrEqual(days);
        else expect(previousDays).toBe(days);
      }),
    );
  });

  it("property: a month compares the same days of the month, all of it on its last day", () => {
    fc.assert(
      fc.property(endOrAnyDate, (today) => {
        const { previous } = periodToDateComparison("month", today);
        const day = today.slice(8);
        const lastOfPrevious = addDays(`${today.slice(0, 7)}-01` as IsoDate, -1);
        const lastOfMonth = periodRange("month", today).end;
        if (today !== lastOfMonth && day <= lastOfPrevious.slice(8)) {
          expect(previous.end.slice(8)).toBe(day);
        } else expect(previous.end).toBe(lastOfPrevious);
      }),
    );
  });

  it("says in words what the growth is compared with", () => {
    const label = (period: (typeof PERIODS)[number], today: IsoDate) =>
      comparisonLabelEs(
        period,
        periodToDateComparison(period, today),
        previousPeriodRange(period, today),
      );
    expect(label("month", "2026-11-26")).toBe("los mismos días de octubre");
    expect(label("month", "2026-11-30")).toBe("todo octubre");
    expect(label("month", "2026-03-31")).toBe("todo febrero");
    expect(label("week", "2026-11-26")).toBe("los mismos días de la semana anterior");
    expect(label("week", "2026-11-29")).toBe("la semana anterior");
    expect(label("quarter", "2026-11-26")).toBe(
      "los mismos días del trimestre anterior (01-07 al 26-08)",
    );
    expect(label("year", "2026-11-26")).toBe("los mismos días de 2025 (01-01 al 26-11)");
    expect(label("year", "2026-12-31")).toBe("todo 2025");
  });
});
