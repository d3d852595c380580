import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDates } from "../../test/arbitraries";
import {
  addDays,
  compareDates,
  datePart,
  dayOfWeekOf,
  daysBetween,
  formatDateEs,
  formatDateLongEs,
  isValidDate,
  parseDate,
  parseDateEs,
  toDate,
} from "./date";

describe("dates", () => {
  it("accepts only dates that exist", () => {
    expect(isValidDate("2026-08-15")).toBe(true);
    expect(isValidDate("2028-02-29")).toBe(true);
    for (const bad of [
      "2026-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "0000-01-01",
      "2026-8-15",
      "15-08-2026",
      null,
      20260815,
    ]) {
      expect(isValidDate(bad)).toBe(false);
    }
  });

  it("parses and builds dates", () => {
    expect(parseDate("2026-08-15")).toEqual({ year: 2026, month: 8, day: 15 });
    expect(toDate(2026, 8, 5)).toBe("2026-08-05");
    expect(() => parseDate("2026-02-30")).toThrow(RangeError);
  });

  it("adds days across month and year ends and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
  });

  it("is not fooled by daylight-saving changes", () => {
    // Chile changes clocks in April and September; UTC arithmetic keeps whole days.
    expect(addDays("2026-04-04", 1)).toBe("2026-04-05");
    expect(daysBetween("2026-09-05", "2026-09-07")).toBe(2);
  });

  it("counts and compares days", () => {
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
    expect(daysBetween("2027-01-01", "2026-01-01")).toBe(-365);
    expect(compareDates("2026-08-09", "2026-08-10")).toBeLessThan(0);
    expect(compareDates("2026-08-10", "2026-08-10")).toBe(0);
    expect(compareDates("2026-08-11", "2026-08-10")).toBeGreaterThan(0);
  });

  it("knows the weekday", () => {
    expect(dayOfWeekOf("2026-08-17")).toBe("MONDAY");
    expect(dayOfWeekOf("2026-08-15")).toBe("SATURDAY");
    expect(dayOfWeekOf("2026-08-16")).toBe("SUNDAY");
    expect(dayOfWeekOf("2028-02-29")).toBe("TUESDAY");
  });

  it("formats dates in Spanish", () => {
    expect(formatDateEs("2026-08-05")).toBe("05-08-2026");
    expect(formatDateLongEs("2026-08-15")).toBe("15 de agosto de 2026");
    expect(formatDateLongEs("2027-01-01")).toBe("1 de enero de 2027");
  });

  it("reads dates typed in Spanish order, strictly", () => {
    expect(parseDateEs("05-08-2026")).toBe("2026-08-05");
    expect(parseDateEs(" 5/8/2026 ")).toBe("2026-08-05");
    expect(parseDateEs("29.02.2028")).toBe("2028-02-29");
    for (const bad of [
      "",
      "2026-08-05",
      "29-02-2026",
      "32-01-2026",
      "05-13-2026",
      "05-08-26",
      "5 de agosto",
    ]) {
      expect(parseDateEs(bad)).toBeNull();
    }
  });

  it("reads back every date it writes", () => {
    const dates = isoDates("1900-01-01", "2999-12-31");
    fc.assert(fc.property(dates, (date) => parseDateEs(formatDateEs(date)) === date));
  });

  it("extracts the date part of a timestamp", () => {
    expect(datePart("2026-08-15T12:00:00.000Z")).toBe("2026-08-15");
    expect(datePart("2026-08-15")).toBe("2026-08-15");
    expect(datePart("ayer")).toBeNull();
    expect(datePart(null)).toBeNull();
    expect(datePart(undefined)).toBeNull();
  });
});
