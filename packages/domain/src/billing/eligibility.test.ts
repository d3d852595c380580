import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDates } from "../../test/arbitraries";
import { monthOf } from "../calendar/month";
import {
  billingCutoff,
  firstEnrollmentMonth,
  isEligibleForMonth,
  isEnrollmentEligible,
} from "./eligibility";

const isoDate = isoDates("1999-01-01", "2100-12-31");

describe("eligibility", () => {
  const open = { enrollmentDate: "2026-03-20", endedOn: null };
  const ended = { enrollmentDate: "2026-03-20", endedOn: "2026-06-05" };
  const december = { enrollmentDate: "2026-12-15", endedOn: "2027-02-01" };
  const sameMonth = { enrollmentDate: "2026-08-01", endedOn: "2026-08-20" };

  // Each row: an enrollment, a month and whether that month is billed. An open enrollment bills
  // from its month onwards; the month in which it ended is waived (so one ended in its own month
  // bills nothing); December -> January is crossed like any other month.
  it.each([
    ["open", open, "2026-02", false],
    ["open", open, "2026-03", true],
    ["open", open, "2027-01", true],
    ["ended", ended, "2026-05", true],
    ["ended", ended, "2026-06", false],
    ["ended", ended, "2026-07", false],
    ["december", december, "2026-11", false],
    ["december", december, "2026-12", true],
    ["december", december, "2027-01", true],
    ["december", december, "2027-02", false],
    ["same month", sameMonth, "2026-08", false],
  ] as const)("bills the %s enrollment for %s: %s", (_name, enrollment, month, billed) => {
    expect(isEnrollmentEligible(enrollment, month)).toBe(billed);
  });

  it("is eligible when any enrollment of the student in the class bills the month", () => {
    const history = [
      { enrollmentDate: "2026-01-10", endedOn: "2026-03-01" },
      { enrollmentDate: "2026-06-01", endedOn: null },
    ];
    expect(isEligibleForMonth(history, "2026-02")).toBe(true);
    expect(isEligibleForMonth(history, "2026-04")).toBe(false);
    expect(isEligibleForMonth(history, "2026-06")).toBe(true);
    expect(isEligibleForMonth([], "2026-06")).toBe(false);
    expect(firstEnrollmentMonth(history)).toBe("2026-01");
    expect(firstEnrollmentMonth([...history].reverse())).toBe("2026-01");
    expect(firstEnrollmentMonth([])).toBeNull();
  });

  it("compares with the cutoff exactly as with months: started in or before M, ended after M", () => {
    expect(billingCutoff("2026-12")).toBe("2027-01-01");
    fc.assert(
      fc.property(isoDate, fc.option(isoDate), isoDate, (start, end, day) => {
        const month = monthOf(day);
        const byMonths = monthOf(start) <= month && (end === null || month < monthOf(end));
        expect(isEnrollmentEligible({ enrollmentDate: start, endedOn: end }, month)).toBe(byMonths);
      }),
    );
  });
});
