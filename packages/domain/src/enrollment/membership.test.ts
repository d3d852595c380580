import { describe, expect, it } from "vitest";
import { enrollmentEndDate, hasFreeSeat, isEnrollmentActive } from "./membership";

describe("class membership", () => {
  it("has a free seat only below the capacity", () => {
    expect(hasFreeSeat(0, 1)).toBe(true);
    expect(hasFreeSeat(19, 20)).toBe(true);
    expect(hasFreeSeat(20, 20)).toBe(false);
    // A capacity lowered below the current roster takes nobody new.
    expect(hasFreeSeat(25, 20)).toBe(false);
  });

  it("treats an enrollment as active until it is closed", () => {
    expect(isEnrollmentActive({ endedOn: null })).toBe(true);
    expect(isEnrollmentActive({ endedOn: "2026-08-15" })).toBe(false);
  });

  it("ends an enrollment today, never before it starts", () => {
    expect(enrollmentEndDate("2026-03-01", "2026-08-15")).toBe("2026-08-15");
    expect(enrollmentEndDate("2026-08-15", "2026-08-15")).toBe("2026-08-15");
    expect(enrollmentEndDate("2026-09-01", "2026-08-15")).toBe("2026-09-01");
  });
});
