import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeEnrollments, feePer } from "../../test/arbitraries";
import { enrollmentFeeChargeId, enrollmentFeesDue } from "../billing/season";
import { enrollmentFeeItems } from "./enrollment-fee-items";

describe("enrollment fee items", () => {
  const charge = {
    id: 1,
    chargeId: "student:4@2027",
    studentId: 4,
    season: 2027,
    amount: 30_000,
    dueDate: "2027-03-02",
  };

  it("owes the charge until its lines pay it, in the month of the enrollment", () => {
    expect(enrollmentFeeItems({ charges: [charge], lines: [] })[0]).toMatchObject({
      paymentMonth: "2027-03",
      label: "Matrícula 2027",
      expectedAmount: 30_000,
      remainingAmount: 30_000,
      status: "PENDING",
    });
    expect(
      enrollmentFeeItems({ charges: [charge], lines: [{ chargeId: 1, amount: 10_000 }] })[0],
    ).toMatchObject({ paidAmount: 10_000, remainingAmount: 20_000, status: "PARTIAL" });
    expect(
      enrollmentFeeItems({ charges: [charge], lines: [{ chargeId: 1, amount: 30_000 }] })[0],
    ).toMatchObject({ remainingAmount: 0, status: "PAID" });
  });

  it("never owes a negative amount and owes nothing for a zero fee", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 200_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 4 }),
        (amount, paid) => {
          const items = enrollmentFeeItems({
            charges: [{ ...charge, amount }],
            lines: paid.map((p) => ({ chargeId: 1, amount: p })),
          });
          if (amount <= 0) expect(items).toEqual([]);
          for (const i of items) {
            expect(i.remainingAmount).toBeGreaterThanOrEqual(0);
            expect(i.charge).toBeGreaterThanOrEqual(0);
            expect(i.remainingAmount).toBe(Math.max(0, i.charge - i.paidAmount));
          }
        },
      ),
    );
  });

  it("follows the settings: one fee per student, or per family, and season", () => {
    fc.assert(
      fc.property(
        feeEnrollments(6, ["2026-03-01", "2026-07-15", "2027-03-01", "2027-11-30"]),
        feePer,
        fc.integer({ min: 1, max: 100_000 }),
        (raw, per, amount) => {
          // A student has one paying guardian (or none) whatever the enrollment.
          const payer = new Map<number, number | null>();
          const enrollments = raw.map((e) => {
            if (!payer.has(e.studentId)) payer.set(e.studentId, e.payerGuardianId);
            return { ...e, payerGuardianId: payer.get(e.studentId) ?? null };
          });
          const due = enrollmentFeesDue({
            fee: { amount, per },
            enrollments,
            alreadyCharged: new Set(),
          });
          const expected = new Set(
            enrollments.map((e) => {
              const who =
                per === "family" && e.payerGuardianId !== null
                  ? `guardian:${e.payerGuardianId}`
                  : `student:${e.studentId}`;
              return enrollmentFeeChargeId(who, Number(e.date.slice(0, 4)));
            }),
          );
          expect(new Set(due.map((d) => enrollmentFeeChargeId(d.key, d.season)))).toEqual(expected);
          for (const d of due) {
            expect(d.amount).toBe(amount);
            // Due on the first enrollment of that key in the season.
            const first = enrollments
              .filter(
                (e) =>
                  Number(e.date.slice(0, 4)) === d.season &&
                  (d.key === `student:${e.studentId}` ||
                    (per === "family" && d.key === `guardian:${e.payerGuardianId}`)),
              )
              .map((e) => e.date)
              .sort()[0];
            expect(d.dueDate).toBe(first);
          }
        },
      ),
    );
  });
});
