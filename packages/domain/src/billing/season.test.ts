import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeEnrollments, feePer } from "../../test/arbitraries";
import {
  ALL_MONTHS,
  billedMonthsBetween,
  enrollmentFeeChargeId,
  enrollmentFeesDue,
  isBilledMonth,
} from "./season";

const MARCH_TO_DECEMBER = { billedMonths: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };

describe("season", () => {
  it("bills every month by default and none outside a March-December season", () => {
    expect(billedMonthsBetween({ billedMonths: ALL_MONTHS }, "2026-11", "2027-02")).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
    ]);
    expect(billedMonthsBetween(MARCH_TO_DECEMBER, "2026-11", "2027-04")).toEqual([
      "2026-11",
      "2026-12",
      "2027-03",
      "2027-04",
    ]);
    expect(isBilledMonth(MARCH_TO_DECEMBER, "2027-01")).toBe(false);
  });

  it("bills exactly the months the settings name, whatever they are", () => {
    fc.assert(
      fc.property(
        fc.subarray([...ALL_MONTHS]),
        fc.integer({ min: 2020, max: 2030 }),
        (billedMonths, year) => {
          const months = billedMonthsBetween({ billedMonths }, `${year}-01`, `${year}-12`);
          expect(months.map((m) => Number(m.slice(5)))).toEqual(
            [...billedMonths].sort((a, b) => a - b),
          );
        },
      ),
    );
  });
});

describe("enrollment fee", () => {
  const sisters = [
    { studentId: 1, payerGuardianId: 9, date: "2027-03-02" },
    { studentId: 2, payerGuardianId: 9, date: "2027-03-05" },
    { studentId: 1, payerGuardianId: 9, date: "2027-05-01" },
    { studentId: 3, payerGuardianId: null, date: "2027-04-10" },
  ];

  it("charges once per student per season, due on her first enrollment", () => {
    const due = enrollmentFeesDue({
      fee: { amount: 30_000, per: "student" },
      enrollments: sisters,
      alreadyCharged: new Set(),
    });
    expect(due.map((d) => [d.key, d.dueDate])).toEqual([
      ["student:1", "2027-03-02"],
      ["student:2", "2027-03-05"],
      ["student:3", "2027-04-10"],
    ]);
  });

  it("charges once per family when set so (a self-paying student is her own family)", () => {
    const due = enrollmentFeesDue({
      fee: { amount: 30_000, per: "family" },
      enrollments: sisters,
      alreadyCharged: new Set([enrollmentFeeChargeId("student:3", 2027)]),
    });
    expect(due).toEqual([
      { key: "guardian:9", season: 2027, studentId: 1, dueDate: "2027-03-02", amount: 30_000 },
    ]);
  });

  it("never charges a key twice in a season, and nothing at all when the fee is 0", () => {
    fc.assert(
      fc.property(
        feeEnrollments(5, ["2026-03-01", "2026-07-15", "2027-03-01"]),
        feePer,
        fc.integer({ min: 0, max: 100_000 }),
        (enrollments, per, amount) => {
          const due = enrollmentFeesDue({
            fee: { amount, per },
            enrollments,
            alreadyCharged: new Set(),
          });
          if (amount === 0) expect(due).toEqual([]);
          const ids = due.map((d) => enrollmentFeeChargeId(d.key, d.season));
          expect(new Set(ids).size).toBe(ids.length);
          // Charged again with those ids recorded, nothing more is due.
          expect(
            enrollmentFeesDue({ fee: { amount, per }, enrollments, alreadyCharged: new Set(ids) }),
          ).toEqual([]);
        },
      ),
    );
  });
});
