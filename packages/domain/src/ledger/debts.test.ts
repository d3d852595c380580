import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildDebtsReport,
  debtsReportOf,
  debtsReportWith,
  formatMonthListEs,
  type StudentDebt,
} from "./debts";
import { DEBT_AGE_BUCKETS } from "./owed";
import { RECEIPT_DISCLAIMER } from "./receipt";

describe("the debts report", () => {
  const month = (
    studentId: number,
    paymentMonth: string,
    remainingAmount: number,
    surcharge: number,
    dueDate: string,
  ) => ({
    studentId,
    classId: 1,
    className: "Ballet",
    paymentMonth,
    dueDate,
    expectedAmount: remainingAmount,
    paidAmount: 0,
    remainingAmount,
    surcharge,
    status: "PENDING" as const,
  });

  it("lists each student's months oldest first, buckets by age, largest debt first", () => {
    const report = buildDebtsReport({
      asOf: "2026-11-26",
      students: [
        { id: 1, fullName: "Ana Pérez", phone: "+56911111111" },
        { id: 2, fullName: "Bruno Soto", phone: null },
        { id: 3, fullName: "Carla Muñoz", phone: null },
      ],
      owed: [
        month(1, "2026-11", 36_800, 4_800, "2026-11-10"),
        month(1, "2026-10", 35_650, 4_650, "2026-10-10"),
        month(2, "2026-07", 20_000, 0, "2026-07-10"),
        month(3, "2026-11", 0, 0, "2026-11-10"),
      ],
    });
    expect(report.students.map((s) => s.studentId)).toEqual([1, 2]);
    const ana = report.students[0];
    expect(ana?.months.map((m) => [m.paymentMonth, m.daysOverdue, m.ageBucket])).toEqual([
      ["2026-10", 47, "31-60"],
      ["2026-11", 16, "0-30"],
    ]);
    expect(ana?.totalOwed).toBe(72_450);
    expect(report.totalsByBucket).toEqual({
      "not-due": 0,
      "0-30": 36_800,
      "31-60": 35_650,
      "61-90": 0,
      "90+": 20_000,
    });
    expect(report.totalOwed).toBe(92_450);
    expect(report.studentsWithDebt).toBe(2);
  });

  it("counts a month not yet due apart, never in '0 a 30 días' (issue 36)", () => {
    const report = buildDebtsReport({
      asOf: "2026-12-05",
      students: [{ id: 1, fullName: "Ana Pérez", phone: null }],
      owed: [
        month(1, "2026-12", 32_000, 0, "2026-12-10"),
        month(1, "2026-11", 32_000, 0, "2026-11-10"),
      ],
    });
    expect(report.students[0]?.months.map((m) => [m.paymentMonth, m.ageBucket])).toEqual([
      ["2026-11", "0-30"],
      ["2026-12", "not-due"],
    ]);
    expect(report.totalsByBucket).toMatchObject({ "not-due": 32_000, "0-30": 32_000 });
    expect(report.totalOwed).toBe(64_000);
  });

  it("names months by year", () => {
    expect(formatMonthListEs(["2026-01", "2025-12", "2026-02"])).toBe(
      "diciembre 2025, enero y febrero 2026",
    );
    expect(formatMonthListEs(["2026-11"])).toBe("noviembre 2026");
  });

  it("receipts say they are not the tax document", () => {
    expect(RECEIPT_DISCLAIMER).toBe("Comprobante de pago — no válido como boleta");
  });

  describe("after some students' lines change", () => {
    // A studio's lines: few distinct debts, so that ties (broken by name order) are common.
    const owing = fc.constantFrom(0, 10_000, 20_000, 35_650);
    const line = (studentId: number, amounts: number[]): StudentDebt | null => {
      const totalsByBucket = Object.fromEntries(
        DEBT_AGE_BUCKETS.map((b, i) => [b, amounts[i] ?? 0]),
      ) as StudentDebt["totalsByBucket"];
      const totalOwed = amounts.reduce((sum, a) => sum + a, 0);
      if (totalOwed === 0) return null;
      return {
        studentId,
        studentName: `Estudiante ${studentId}`,
        phone: null,
        totalOwed,
        surchargeOwed: 0,
        totalsByBucket,
        months: [],
      };
    };
    const debts = fc.array(owing, {
      minLength: DEBT_AGE_BUCKETS.length,
      maxLength: DEBT_AGE_BUCKETS.length,
    });
    const studio = fc.integer({ min: 0, max: 40 }).chain((size) =>
      fc.record({
        // Name order: a permutation of the students' ids.
        order: fc.shuffledSubarray(
          Array.from({ length: size }, (_, i) => i + 1),
          { minLength: size, maxLength: size },
        ),
        before: fc.array(debts, { minLength: size, maxLength: size }),
        after: fc.array(fc.option(debts), { minLength: size, maxLength: size }),
      }),
    );

    it("is the report built again from every line, ties in name order", () => {
      fc.assert(
        fc.property(studio, ({ order, before, after }) => {
          const rank = new Map(order.map((id, index) => [id, index]));
          const inNameOrder = (lines: Map<number, StudentDebt | null>) =>
            order.map((id) => lines.get(id)).filter((l): l is StudentDebt => !!l);
          const old = new Map(order.map((id) => [id, line(id, before[id - 1] ?? [])]));
          // A changed student has a new line (or none, when she owes nothing now).
          const replaced = new Set(order.filter((id) => after[id - 1] !== null));
          const now = new Map(old);
          for (const id of replaced) now.set(id, line(id, after[id - 1] ?? []));
          const patched = debtsReportWith(
            debtsReportOf("2026-12-07", inNameOrder(old)),
            replaced,
            [...replaced].map((id) => now.get(id)).filter((l): l is StudentDebt => !!l),
            (id) => rank.get(id) ?? Number.POSITIVE_INFINITY,
          );
          expect(patched).toEqual(debtsReportOf("2026-12-07", inNameOrder(now)));
        }),
        { numRuns: 2_000 },
      );
    });
  });
});
