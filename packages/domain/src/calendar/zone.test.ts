import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./date";
import {
  currentMonthInZone,
  formatInstantEs,
  isValidTimeZone,
  startOfDayInZone,
  todayInZone,
  zonedParts,
} from "./zone";

describe("today in the studio's time zone", () => {
  it("is still yesterday in Santiago when UTC has passed midnight", () => {
    // 02:30 UTC on 1 August 2026 is 22:30 on 31 July in Santiago (UTC-4 in winter).
    const now = new Date("2026-08-01T02:30:00Z");
    expect(todayInZone(now, "America/Santiago")).toBe("2026-07-31");
    expect(todayInZone(now, "UTC")).toBe("2026-08-01");
    expect(currentMonthInZone(now, "America/Santiago")).toBe("2026-07");
  });

  it("follows Chilean summer time", () => {
    // 03:30 UTC on 1 January 2027 is 00:30 in Santiago (UTC-3 in summer).
    expect(todayInZone(new Date("2027-01-01T03:30:00Z"), "America/Santiago")).toBe("2027-01-01");
  });

  it("gives wall-clock hours from 0 to 23", () => {
    expect(zonedParts(new Date("2026-08-01T04:00:00Z"), "America/Santiago")).toEqual({
      date: "2026-08-01",
      hour: 0,
      minute: 0,
    });
  });

  it("formats an instant in the zone", () => {
    expect(formatInstantEs("2026-08-15T22:05:00Z", "America/Santiago")).toBe("15-08-2026 18:05");
    expect(formatInstantEs(new Date("2026-08-15T22:05:00Z"), "UTC")).toBe("15-08-2026 22:05");
    expect(() => formatInstantEs("no es fecha", "UTC")).toThrow(RangeError);
  });

  it("validates time zone names", () => {
    expect(isValidTimeZone("America/Santiago")).toBe(true);
    expect(isValidTimeZone("Marte/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});

describe("the first instant of a day in a time zone", () => {
  it("is 04:00 UTC in the Santiago winter and 03:00 UTC in its summer", () => {
    expect(startOfDayInZone("2026-08-01", "America/Santiago").toISOString()).toBe(
      "2026-08-01T04:00:00.000Z",
    );
    expect(startOfDayInZone("2027-01-01", "America/Santiago").toISOString()).toBe(
      "2027-01-01T03:00:00.000Z",
    );
    expect(startOfDayInZone("2026-08-01", "UTC").toISOString()).toBe("2026-08-01T00:00:00.000Z");
  });

  it("is 01:00 local when the clocks skip midnight (Chile, 6 September 2026)", () => {
    const start = startOfDayInZone("2026-09-06", "America/Santiago");
    expect(zonedParts(start, "America/Santiago")).toEqual({
      date: "2026-09-06",
      hour: 1,
      minute: 0,
    });
  });

  it("belongs to its day, and the minute before it to the day before", () => {
    const zones = fc.constantFrom("America/Santiago", "UTC", "Pacific/Auckland", "Asia/Kolkata");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), zones, (offset, zone) => {
        const day = addDays("2024-01-01", offset);
        const start = startOfDayInZone(day, zone);
        return (
          todayInZone(start, zone) === day &&
          todayInZone(new Date(start.getTime() - 60_000), zone) === addDays(day, -1)
        );
      }),
    );
  });
});
