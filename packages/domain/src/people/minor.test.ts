import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDates } from "../../test/arbitraries";
import { addDays } from "../calendar/date";
import { adultBirthCutoff, isMinorOn } from "./minor";

const day = isoDates("1990-01-01", "2060-12-31");

describe("minors", () => {
  it("is a minor until the 18th birthday", () => {
    expect(isMinorOn("2008-11-26", "2026-11-25")).toBe(true);
    expect(isMinorOn("2008-11-26", "2026-11-26")).toBe(false);
    expect(isMinorOn(null, "2026-11-26")).toBe(false);
  });

  it("the cutoff agrees with the age rule on every birth date around it", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -3, max: 3 }), (today, shift) => {
        const cutoff = adultBirthCutoff(today);
        const born = addDays(cutoff, shift);
        expect(isMinorOn(born, today), `${born} on ${today}`).toBe(born > cutoff);
      }),
    );
  });

  it("counts a 29 February birthday on the 28th of a non-leap year", () => {
    expect(adultBirthCutoff("2026-02-28")).toBe("2008-02-29");
    expect(isMinorOn("2008-02-29", "2026-02-28")).toBe(false);
    expect(adultBirthCutoff("2028-02-29")).toBe("2010-02-28");
    // A 28 February whose birth year of majority had no 29th (found by the property above).
    expect(adultBirthCutoff("2027-02-28")).toBe("2009-02-28");
    expect(adultBirthCutoff("1992-02-28")).toBe("1974-02-28");
    expect(isMinorOn("2009-03-01", "2027-02-28")).toBe(true);
  });
});
