import { describe, expect, it } from "vitest";
import {
  currentMonthInZone,
  formatInstantEs,
  isValidTimeZone,
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
