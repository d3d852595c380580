import { describe, expect, it } from "vitest";
import { DEFAULT_BILLING_RULES } from "../billing/rules";
import {
  buildOutstandingReport,
  expectedAmount,
  lateSurcharge,
  outstandingForStudent,
  unpaidMonthsForStudent,
} from "./outstanding";

const rules = DEFAULT_BILLING_RULES;
const ballet = { id: 1, name: "Ballet", price: 25_000 };
const salsa = { id: 2, name: "Salsa", price: 30_000 };
const jazz = { id: 3, name: "Jazz", price: null };
/** A student in a class since 1 January, still enrolled: the report's usual row. */
const sinceJanuary = (studentId: number, classId: number) => ({
  studentId,
  classId,
  enrollmentDate: "2026-01-01",
  endedOn: null,
});
/** The report's students, numbered from 1 in the order named. */
const studentsNamed = (...names: string[]) =>
  names.map((fullName, index) => ({ id: index + 1, fullName }));

describe("expected amounts", () => {
  it("adds round(price × fee %) when late", () => {
    expect(lateSurcharge(25_000, 15)).toBe(3750);
    expect(expectedAmount(25_000, true, 15)).toBe(28_750);
    expect(expectedAmount(25_000, false, 15)).toBe(25_000);
    expect(expectedAmount(33_333, true, 15)).toBe(38_333); // 4999.95 -> 5000
    expect(expectedAmount(25_000, true, 0)).toBe(25_000);
  });
});

describe("outstandingForStudent", () => {
  const enrollments = [
    { classId: 1, enrollmentDate: "2026-03-01", endedOn: null },
    { classId: 2, enrollmentDate: "2026-08-20", endedOn: null },
    { classId: 3, enrollmentDate: "2026-01-01", endedOn: "2026-08-15" },
  ];
  /** Her August in ballet and salsa before the due date, nothing paid; each test says what differs. */
  const factsWith = (
    differs: Partial<Parameters<typeof outstandingForStudent>[0]>,
  ): Parameters<typeof outstandingForStudent>[0] => ({
    month: "2026-08",
    today: "2026-08-10",
    rules,
    classes: [ballet, salsa],
    enrollments,
    paidClassIds: [],
    ...differs,
  });

  it("lists eligible unpaid classes at price before the due date", () => {
    const result = outstandingForStudent(factsWith({ classes: [salsa, ballet, jazz] }));
    expect(result).toEqual({
      month: "2026-08",
      hasOutstandingPayments: true,
      outstandingPayments: [
        {
          classId: 1,
          className: "Ballet",
          price: 25_000,
          charge: 25_000,
          surcharge: 0,
          expectedAmount: 25_000,
          paidAmount: 0,
          remainingAmount: 25_000,
          status: "PENDING",
          isLate: false,
          surchargeWaived: false,
          dueDate: "2026-08-10",
        },
        {
          classId: 2,
          className: "Salsa",
          price: 30_000,
          charge: 30_000,
          surcharge: 0,
          expectedAmount: 30_000,
          paidAmount: 0,
          remainingAmount: 30_000,
          status: "PENDING",
          isLate: false,
          surchargeWaived: false,
          dueDate: "2026-08-10",
        },
      ],
      totalOutstandingAmount: 55_000,
    });
  });

  it("adds the surcharge after the due date and skips paid classes", () => {
    const result = outstandingForStudent(
      factsWith({ today: "2026-08-11", paidClassIds: new Set([2]) }),
    );
    expect(result.outstandingPayments).toEqual([
      expect.objectContaining({
        classId: 1,
        surcharge: 3750,
        expectedAmount: 28_750,
        isLate: true,
      }),
    ]);
    expect(result.totalOutstandingAmount).toBe(28_750);
  });

  it("owes the price only for a late month whose surcharge an admin waived", () => {
    const facts = factsWith({ today: "2026-08-11", surchargeWaived: true });
    const result = outstandingForStudent(facts);
    expect(
      result.outstandingPayments.map((i) => [i.isLate, i.surcharge, i.surchargeWaived]),
    ).toEqual([
      [true, 0, true],
      [true, 0, true],
    ]);
    expect(result.totalOutstandingAmount).toBe(55_000);
    // A waiver of a month that is not late changes nothing.
    const early = outstandingForStudent({ ...facts, today: "2026-08-10" });
    expect(early.outstandingPayments.every((i) => !i.surchargeWaived)).toBe(true);
  });

  it("uses the fallback price for a class without price", () => {
    const result = outstandingForStudent(
      factsWith({ month: "2026-07", today: "2026-07-01", classes: [jazz] }),
    );
    expect(result.outstandingPayments[0]?.price).toBe(25_000);
  });

  it("reports nothing when everything is paid", () => {
    const result = outstandingForStudent(factsWith({ today: "2026-09-01", paidClassIds: [1, 2] }));
    expect(result).toEqual({
      month: "2026-08",
      hasOutstandingPayments: false,
      outstandingPayments: [],
      totalOutstandingAmount: 0,
    });
  });
});

describe("buildOutstandingReport", () => {
  it("lists students by total owed with surcharge totals", () => {
    const report = buildOutstandingReport({
      month: "2026-08",
      today: "2026-08-20",
      rules,
      students: studentsNamed("Ana Pérez", "Bea Soto", "Carla Díaz", "Sin Clases"),
      classes: [ballet, salsa],
      enrollments: [
        sinceJanuary(1, 1),
        sinceJanuary(2, 1),
        sinceJanuary(2, 2),
        sinceJanuary(3, 1),
        sinceJanuary(3, 99),
      ],
      payments: [{ studentId: 3, classId: 1 }],
    });
    expect(report.students.map((s) => [s.studentName, s.totalOwed])).toEqual([
      ["Bea Soto", 63_250],
      ["Ana Pérez", 28_750],
    ]);
    expect(report.students[0]).toMatchObject({ id: 2, studentId: 2 });
    expect(report.totalOutstandingAmount).toBe(92_000);
    expect(report.totalBaseAmount).toBe(80_000);
    expect(report.totalSurchargeAmount).toBe(12_000);
    expect(report.studentsWithOutstandingPayments).toBe(2);
  });

  it("orders equal totals by name", () => {
    const report = buildOutstandingReport({
      month: "2026-08",
      today: "2026-08-01",
      rules,
      students: studentsNamed("Zoe", "Ámbar"),
      classes: [ballet],
      enrollments: [sinceJanuary(1, 1), sinceJanuary(2, 1)],
      payments: [],
    });
    expect(report.students.map((s) => s.studentName)).toEqual(["Ámbar", "Zoe"]);
  });
});

describe("unpaidMonthsForStudent", () => {
  type MonthsFacts = Parameters<typeof unpaidMonthsForStudent>[0];
  /** Her months in ballet alone, enrolled on `enrollmentDate`; nothing paid unless a test says. */
  const balletSince = (
    enrollmentDate: string,
    asked: Pick<MonthsFacts, "today" | "count">,
    differs: Partial<MonthsFacts> = {},
  ): MonthsFacts => ({
    ...asked,
    rules,
    classes: [ballet],
    enrollments: [{ classId: 1, enrollmentDate, endedOn: null }],
    payments: [],
    ...differs,
  });

  it("lists every unpaid month oldest first, past months with their surcharge", () => {
    const months = unpaidMonthsForStudent(
      balletSince(
        "2026-05-20",
        { today: "2026-08-05", count: 12 },
        { payments: [{ classId: 1, paymentMonth: "2026-06" }] },
      ),
    );
    expect(months.map((m) => [m.month, m.totalOutstandingAmount])).toEqual([
      ["2026-05", 28_750],
      ["2026-07", 28_750],
      ["2026-08", 25_000],
    ]);
    expect(months[0]?.outstandingPayments[0]).toMatchObject({ surcharge: 3750, isLate: true });
  });

  it("owes the price only in the months whose late fee was waived", () => {
    const months = unpaidMonthsForStudent(
      balletSince("2026-06-01", { today: "2026-08-20", count: 3 }, { waivedMonths: ["2026-07"] }),
    );
    expect(months.map((m) => [m.month, m.totalOutstandingAmount])).toEqual([
      ["2026-06", 28_750],
      ["2026-07", 25_000],
      ["2026-08", 28_750],
    ]);
    expect(months[1]?.outstandingPayments[0]).toMatchObject({
      isLate: true,
      surcharge: 0,
      surchargeWaived: true,
    });
  });

  it("looks back only `count` months and is empty when everything is paid", () => {
    const asked = { today: "2026-08-20", count: 2 };
    expect(unpaidMonthsForStudent(balletSince("2025-01-01", asked)).map((m) => m.month)).toEqual([
      "2026-07",
      "2026-08",
    ]);
    expect(
      unpaidMonthsForStudent(
        balletSince("2025-01-01", asked, {
          payments: [
            { classId: 1, paymentMonth: "2026-07" },
            { classId: 1, paymentMonth: "2026-08" },
          ],
        }),
      ),
    ).toEqual([]);
  });
});
