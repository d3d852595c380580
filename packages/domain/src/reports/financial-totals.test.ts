import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { teacherAssignment } from "../../test/arbitraries";
import {
  computeTeacherCompensation,
  totalCompensation,
} from "../compensation/teacher-compensation";
import { financialMonth } from "./financial";
import { classTeachersOfMonth, financialMonthsFromTotals } from "./financial-totals";

const teachers = [
  { id: 1, isStudioOwner: true },
  { id: 2, isStudioOwner: false },
];

describe("financialMonthsFromTotals", () => {
  it("computes a month's figures from totals and class revenues", () => {
    const [august] = financialMonthsFromTotals({
      months: ["2026-08"],
      totals: [
        {
          month: "2026-08",
          totalRevenue: 90_001,
          totalPayments: 3,
          latePayments: 1,
          latePaymentAmount: 30_001,
        },
      ],
      // class 10 shared by the owner (1) and an instructor (2); class 11 instructor only;
      // class 12 without teacher.
      classRevenues: [
        { month: "2026-08", classId: 10, revenue: 30_001 },
        { month: "2026-08", classId: 11, revenue: 40_000 },
        { month: "2026-08", classId: 12, revenue: 20_000 },
      ],
      teachers,
      statusChanges: [],
      periods: [
        { classId: 10, teacherId: 2, from: "2026-01-01", endedOn: null },
        { classId: 10, teacherId: 1, from: "2026-08-31", endedOn: null },
        { classId: 11, teacherId: 2, from: "2025-01-01", endedOn: "2026-08-02" },
        // ended before August: not paid in August
        { classId: 12, teacherId: 1, from: "2025-01-01", endedOn: "2026-08-01" },
      ],
    });
    // class 10: bases 15_001 (id 1, remainder) and 15_000 -> 15_001 × 100 % + 15_000 × 50 %
    // = 22_501; class 11: 40_000 × 50 % = 20_000; class 12: 0. Total 42_501.
    expect(august).toEqual({
      month: "2026-08",
      totalRevenue: 90_001,
      totalTeacherCompensation: 42_501,
      studioRevenue: 47_500,
      totalPayments: 3,
      latePayments: 1,
      latePaymentAmount: 30_001,
    });
  });

  it("gives zeros for months without payments, in the order asked", () => {
    const months = financialMonthsFromTotals({
      months: ["2026-07", "2026-06"],
      totals: [],
      classRevenues: [],
      teachers,
      statusChanges: [],
      periods: [],
    });
    expect(months.map((m) => m.month)).toEqual(["2026-07", "2026-06"]);
    expect(months[0]).toMatchObject({
      totalRevenue: 0,
      totalTeacherCompensation: 0,
      studioRevenue: 0,
    });
  });

  it("agrees with financialMonth and computeTeacherCompensation on the payment rows", () => {
    const payment = fc.record({
      classId: fc.integer({ min: 1, max: 4 }),
      amount: fc.integer({ min: 1, max: 100_000 }),
      isLatePayment: fc.boolean(),
    });
    const assignment = teacherAssignment([1, 4], 3);
    fc.assert(
      fc.property(fc.array(payment), fc.array(assignment), (payments, assignments) => {
        const allTeachers = [...teachers, { id: 3, isStudioOwner: false }];
        const reports = computeTeacherCompensation({
          teachers: allTeachers.map((t) => ({ ...t, name: `T${t.id}` })),
          classes: [1, 2, 3, 4].map((id) => ({ id, name: `C${id}` })),
          assignments,
          payments: payments.map((p, i) => ({ ...p, studentId: i, studentName: `S${i}` })),
        });
        const expected = financialMonth({
          month: "2026-08",
          payments,
          totalTeacherCompensation: totalCompensation(reports),
        });
        const late = payments.filter((p) => p.isLatePayment);
        const revenueByClass = new Map<number, number>();
        for (const p of payments) {
          revenueByClass.set(p.classId, (revenueByClass.get(p.classId) ?? 0) + p.amount);
        }
        const facts = {
          months: ["2026-08"],
          totals: [
            {
              month: "2026-08",
              totalRevenue: payments.reduce((s, p) => s + p.amount, 0),
              totalPayments: payments.length,
              latePayments: late.length,
              latePaymentAmount: late.reduce((s, p) => s + p.amount, 0),
            },
          ],
          classRevenues: [...revenueByClass].map(([classId, revenue]) => ({
            month: "2026-08",
            classId,
            revenue,
          })),
          teachers: allTeachers,
          statusChanges: [],
          periods: assignments.map((a) => ({ ...a, from: "2026-08-01", endedOn: null })),
        };
        const [actual] = financialMonthsFromTotals(facts);
        expect(actual).toEqual(expected);
        // The staffing kept by the caller (the server keeps it until the records move) gives the
        // same figures as the staffing computed from the facts.
        const kept = new Map([["2026-08", classTeachersOfMonth(facts, "2026-08")]]);
        const [fromKept] = financialMonthsFromTotals({
          ...facts,
          classTeachersOf: (month) => kept.get(month) ?? new Map(),
        });
        expect(fromKept).toEqual(expected);
      }),
    );
  });
});
