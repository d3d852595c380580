import { describe, expect, it } from "vitest";
import { isInRange, monthRangeWithPrevious, periodRange, previousPeriodRange } from "./period";

describe("periods", () => {
  it("gives the Monday-Sunday week of a date", () => {
    expect(periodRange("week", "2026-08-19")).toEqual({ start: "2026-08-17", end: "2026-08-23" });
    expect(periodRange("week", "2026-08-17")).toEqual({ start: "2026-08-17", end: "2026-08-23" });
    expect(periodRange("week", "2026-08-23")).toEqual({ start: "2026-08-17", end: "2026-08-23" });
    expect(periodRange("week", "2027-01-01")).toEqual({ start: "2026-12-28", end: "2027-01-03" });
  });

  // Each row: which range, its kind, a date in it, and the range's first and last day.
  it.each([
    ["current", "month", "2028-02-10", "2028-02-01", "2028-02-29"],
    ["current", "quarter", "2026-08-19", "2026-07-01", "2026-09-30"],
    ["current", "quarter", "2026-01-01", "2026-01-01", "2026-03-31"],
    ["current", "quarter", "2026-12-31", "2026-10-01", "2026-12-31"],
    ["current", "year", "2026-08-19", "2026-01-01", "2026-12-31"],
    ["previous", "week", "2026-08-19", "2026-08-10", "2026-08-16"],
    ["previous", "month", "2026-03-31", "2026-02-01", "2026-02-28"],
    ["previous", "month", "2027-01-15", "2026-12-01", "2026-12-31"],
    ["previous", "quarter", "2027-02-01", "2026-10-01", "2026-12-31"],
    ["previous", "year", "2026-08-19", "2025-01-01", "2025-12-31"],
  ] as const)("gives the %s %s of %s", (which, kind, date, start, end) => {
    const range = which === "current" ? periodRange : previousPeriodRange;
    expect(range(kind, date)).toEqual({ start, end });
  });

  it("tells whether a date is in a range, ends included", () => {
    const range = { start: "2026-08-01", end: "2026-08-31" };
    expect(isInRange("2026-08-01", range)).toBe(true);
    expect(isInRange("2026-08-31", range)).toBe(true);
    expect(isInRange("2026-09-01", range)).toBe(false);
    expect(isInRange("2026-07-31", range)).toBe(false);
  });

  it("gives a financial range and the equal-length range before it", () => {
    expect(monthRangeWithPrevious("2026-02", 3)).toEqual({
      months: ["2025-12", "2026-01", "2026-02"],
      previousMonths: ["2025-09", "2025-10", "2025-11"],
    });
    expect(monthRangeWithPrevious("2026-01", 1)).toEqual({
      months: ["2026-01"],
      previousMonths: ["2025-12"],
    });
  });
});
