import { describe, expect, it } from "vitest";
import {
  addMonths,
  compareMonths,
  daysInMonth,
  firstDayOfMonth,
  formatMonthEs,
  formatMonthShortEs,
  isValidMonth,
  lastDayOfMonth,
  lastNMonths,
  monthNameEs,
  monthNamesByYear,
  monthOf,
  monthRange,
  monthsBetween,
  parseMonth,
  toMonth,
} from "./month";

describe("months", () => {
  it("validates YYYY-MM", () => {
    expect(isValidMonth("2026-08")).toBe(true);
    expect(isValidMonth("2026-12")).toBe(true);
    for (const bad of [
      "2026-13",
      "2026-00",
      "2026-8",
      "26-08",
      "2026-08-01",
      "0000-01",
      "",
      202608,
    ]) {
      expect(isValidMonth(bad)).toBe(false);
    }
  });

  it("parses and builds months", () => {
    expect(parseMonth("2026-08")).toEqual({ year: 2026, month: 8 });
    expect(toMonth(2026, 8)).toBe("2026-08");
    expect(() => parseMonth("2026-13")).toThrow(RangeError);
  });

  it("adds months across December -> January and back", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-08", 0)).toBe("2026-08");
    expect(addMonths("2026-08", 17)).toBe("2028-01");
    expect(addMonths("2026-08", -20)).toBe("2024-12");
  });

  it("compares and measures months", () => {
    expect(compareMonths("2026-01", "2026-02")).toBeLessThan(0);
    expect(compareMonths("2026-02", "2026-02")).toBe(0);
    expect(compareMonths("2027-01", "2026-12")).toBeGreaterThan(0);
    expect(monthsBetween("2026-12", "2027-01")).toBe(1);
    expect(monthsBetween("2027-03", "2026-03")).toBe(-12);
  });

  it("knows the month of a date and the length of February", () => {
    expect(monthOf("2026-08-15")).toBe("2026-08");
    expect(daysInMonth("2026-02")).toBe(28);
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2100-02")).toBe(28);
    expect(daysInMonth("2000-02")).toBe(29);
    expect(daysInMonth("2026-04")).toBe(30);
    expect(daysInMonth("2026-12")).toBe(31);
    expect(firstDayOfMonth("2026-02")).toBe("2026-02-01");
    expect(lastDayOfMonth("2026-02")).toBe("2026-02-28");
    expect(lastDayOfMonth("2028-02")).toBe("2028-02-29");
  });

  it("lists the last N months oldest first", () => {
    expect(lastNMonths("2026-02", 3)).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(lastNMonths("2026-02", 0)).toEqual([]);
    expect(lastNMonths("2026-12", 12)).toHaveLength(12);
    expect(lastNMonths("2026-12", 12)[0]).toBe("2026-01");
  });

  it("lists a range of months", () => {
    expect(monthRange("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthRange("2026-02", "2026-02")).toEqual(["2026-02"]);
    expect(monthRange("2026-03", "2026-02")).toEqual([]);
  });

  it("names months in Spanish", () => {
    expect(formatMonthEs("2026-08")).toBe("agosto 2026");
    expect(formatMonthEs("2027-01")).toBe("enero 2027");
    expect(formatMonthShortEs("2026-09")).toBe("sep 2026");
    expect(monthNameEs(12)).toBe("diciembre");
    expect(() => monthNameEs(13)).toThrow(RangeError);
  });

  it("names the months of a list by year, each once and in calendar order", () => {
    expect(monthNamesByYear(["2026-04", "2025-12", "2026-02", "2026-04"])).toEqual([
      [2025, ["diciembre"]],
      [2026, ["febrero", "abril"]],
    ]);
    expect(monthNamesByYear([])).toEqual([]);
  });
});
