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

  it("bills from the enrollment month onwards while open", () => {
    expect(isEnrollmentEligible(open, "2026-02")).toBe(false);
    expect(isEnrollmentEligible(open, "2026-03")).toBe(true);
    expect(isEnrollmentEligible(open, "2027-01")).toBe(true);
  });

  it("waives the month in which the enrollment ended", () => {
    const ended = { enrollmentDate: "2026-03-20", endedOn: "2026-06-05" };
    expect(isEnrollmentEligible(ended, "2026-05")).toBe(true);
    expect(isEnrollmentEligible(ended, "2026-06")).toBe(false);
    expect(isEnrollmentEligible(ended, "2026-07")).toBe(false);
  });

  it("crosses December -> January", () => {
    const december = { enrollmentDate: "2026-12-15", endedOn: "2027-02-01" };
    expect(isEnrollmentEligible(december, "2026-11")).toBe(false);
    expect(isEnrollmentEligible(december, "2026-12")).toBe(true);
    expect(isEnrollmentEligible(december, "2027-01")).toBe(true);
    expect(isEnrollmentEligible(december, "2027-02")).toBe(false);
  });

  it("bills nothing for an enrollment ended in its own month", () => {
    const sameMonth = { enrollmentDate: "2026-08-01", endedOn: "2026-08-20" };
    expect(isEnrollmentEligible(sameMonth, "2026-08")).toBe(false);
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
