import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEligibleForMonth } from "../billing/eligibility";
import { DEFAULT_BILLING_RULES } from "../billing/rules";
import { buildOutstandingReport } from "../ledger/outstanding";
import {
  activeStudentsPercentage,
  averageClassSize,
  buildDashboardAlerts,
  countClassesToday,
  ONLINE_CREDITS_ALERT,
  outstandingCounts,
  outstandingCountsByClass,
  recentActivity,
  revenueInRange,
  TRANSFER_NOTICES_ALERT,
} from "./dashboard";
import { missingStudentData } from "./student-data";

describe("dashboard KPIs", () => {
  it("counts classes meeting today, not cancelled or completed ones", () => {
    const monday = { dayOfWeek: "MONDAY" as const, startHour: 18, startMinute: 0 };
    const tuesday = { dayOfWeek: "TUESDAY" as const, startHour: 18, startMinute: 0 };
    const classes = [
      { status: "active", schedules: [monday, tuesday] },
      { status: "scheduled", schedules: [monday] },
      { status: null, schedules: [monday] },
      { status: "cancelled", schedules: [monday] },
      { status: "completed", schedules: [monday] },
      { status: "active", schedules: [tuesday] },
      { status: "active", schedules: [] },
    ];
    expect(countClassesToday(classes, "2026-08-17")).toBe(3);
    expect(countClassesToday(classes, "2026-08-23")).toBe(0);
  });

  it("sums revenue dated in the period", () => {
    const payments = [
      { paymentDate: "2026-07-31", amount: 1 },
      { paymentDate: "2026-08-01", amount: 10 },
      { paymentDate: "2026-08-31", amount: 100 },
      { paymentDate: "2026-09-01", amount: 1000 },
    ];
    expect(revenueInRange(payments, { start: "2026-08-01", end: "2026-08-31" })).toBe(110);
  });

  it("computes quick stats", () => {
    expect(activeStudentsPercentage(200, 150)).toBe(75);
    expect(activeStudentsPercentage(0, 0)).toBe(0);
    expect(averageClassSize([10, 12, 15])).toBe(12.3);
    expect(averageClassSize([])).toBe(0);
  });

  it("lists the last 5 payments, newest first", () => {
    const payments = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      studentName: `E${i + 1}`,
      paymentDate: i < 2 ? "2026-08-01" : `2026-07-2${i}`,
      amount: 1000 * (i + 1),
      isLatePayment: i === 1,
    }));
    const activity = recentActivity(payments);
    expect(activity).toHaveLength(5);
    expect(activity.map((a) => a.paymentId)).toEqual([2, 1, 7, 6, 5]);
    expect(activity[0]).toEqual({
      paymentId: 2,
      studentName: "E2",
      date: "2026-08-01",
      amount: 2000,
      status: "LATE",
    });
    expect(activity[1]?.status).toBe("PAID");
    expect(recentActivity(payments, 2)).toHaveLength(2);
  });

  it("counts outstanding, late and pending items of a report", () => {
    const classes = [
      { id: 1, name: "Ballet", price: 25_000 },
      { id: 2, name: "Salsa", price: 30_000 },
    ];
    const enrollments = [
      { studentId: 1, classId: 1, enrollmentDate: "2026-01-01", endedOn: null },
      { studentId: 1, classId: 2, enrollmentDate: "2026-01-01", endedOn: null },
    ];
    const base = {
      month: "2026-08",
      rules: DEFAULT_BILLING_RULES,
      students: [{ id: 1, fullName: "A" }],
      classes,
      enrollments,
      payments: [],
    };
    expect(outstandingCounts(buildOutstandingReport({ ...base, today: "2026-08-05" }))).toEqual({
      outstandingPayments: 2,
      outstandingAmount: 55_000,
      latePayments: 0,
      pendingPayments: 2,
    });
    expect(outstandingCounts(buildOutstandingReport({ ...base, today: "2026-08-25" }))).toEqual({
      outstandingPayments: 2,
      outstandingAmount: 63_250,
      latePayments: 2,
      pendingPayments: 0,
    });
  });
});

describe("outstanding counts from per-class totals", () => {
  const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, "0"));
  const date = fc
    .tuple(fc.constantFrom("2026-06", "2026-07", "2026-08", "2026-09"), day)
    .map(([m, d]) => `${m}-${d}`);

  it("equals the counts of the report built from every enrollment and payment", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 40_000 })), { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.record({
            studentId: fc.integer({ min: 1, max: 6 }),
            classIndex: fc.nat(),
            enrollmentDate: date,
            endedOn: fc.option(date),
          }),
          { maxLength: 25 },
        ),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.nat()), { maxLength: 10 }),
        date,
        fc.integer({ min: 0, max: 30 }),
        fc.subarray([1, 2, 3, 4, 5, 6]),
        (prices, rawEnrollments, rawPayments, today, lateFeePercentage, waivedStudentIds) => {
          const month = "2026-08";
          const rules = { ...DEFAULT_BILLING_RULES, lateFeePercentage };
          const classes = prices.map((price, i) => ({ id: i + 1, name: `C${i}`, price }));
          const classOf = (index: number) => (index % classes.length) + 1;
          const enrollments = rawEnrollments.map((e) => ({ ...e, classId: classOf(e.classIndex) }));
          const payments = rawPayments.map(([studentId, c]) => ({
            studentId,
            classId: classOf(c),
          }));
          const students = [1, 2, 3, 4, 5, 6].map((id) => ({ id, fullName: `E${id}` }));
          // What the grouped query counts: each class's unpaid pairs with an eligible enrollment.
          const unpaid = classes.map((cls) => {
            const owing = students.filter(
              (s) =>
                !payments.some((p) => p.studentId === s.id && p.classId === cls.id) &&
                isEligibleForMonth(
                  enrollments.filter((e) => e.studentId === s.id && e.classId === cls.id),
                  month,
                ),
            );
            return {
              price: cls.price,
              unpaid: owing.length,
              waived: owing.filter((s) => waivedStudentIds.includes(s.id)).length,
            };
          });
          expect(outstandingCountsByClass({ month, today, rules, classes: unpaid })).toEqual(
            outstandingCounts(
              buildOutstandingReport({
                month,
                today,
                rules,
                students,
                classes,
                enrollments,
                payments,
                waivedStudentIds,
              }),
            ),
          );
        },
      ),
    );
  });
});

describe("dashboard alerts", () => {
  it("shows only alerts with a count, most severe first", () => {
    expect(
      buildDashboardAlerts({
        latePayments: 3,
        pendingPayments: 0,
        classesWithoutTeacher: 1,
        studentsMissingContactData: 4,
      }),
    ).toEqual([
      { type: "error", message: "Pagos atrasados sin registrar", count: 3 },
      { type: "info", message: "Clases sin profesora asignada", count: 1 },
      { type: "info", message: "Estudiantes con datos de contacto incompletos", count: 4 },
    ]);
    expect(
      buildDashboardAlerts({
        latePayments: 0,
        pendingPayments: 2,
        classesWithoutTeacher: 0,
        studentsMissingContactData: 0,
      }),
    ).toEqual([{ type: "warning", message: "Pagos pendientes este mes", count: 2 }]);
  });

  it("warns of open online credits and pending transfer notices after the month's payments", () => {
    expect(
      buildDashboardAlerts({
        latePayments: 0,
        pendingPayments: 2,
        classesWithoutTeacher: 1,
        studentsMissingContactData: 0,
        openOnlineCredits: 1,
        pendingTransferNotices: 3,
      }).map((a) => [a.type, a.message, a.count]),
    ).toEqual([
      ["warning", "Pagos pendientes este mes", 2],
      ["warning", ONLINE_CREDITS_ALERT, 1],
      ["warning", TRANSFER_NOTICES_ALERT, 3],
      ["info", "Clases sin profesora asignada", 1],
    ]);
  });
});

describe("student data completeness", () => {
  const complete = {
    dni: "12345678-5",
    email: "a@b.cl",
    phone: "1",
    address: "Calle 1",
    birthDate: "2010-01-01",
    emergencyContactName: "Madre",
    emergencyContactPhone: "2",
  };

  it("lists the missing fields with their labels", () => {
    expect(missingStudentData(complete)).toEqual([]);
    expect(
      missingStudentData({ ...complete, dni: null, phone: " ", emergencyContactPhone: undefined }),
    ).toEqual([
      { field: "dni", label: "RUT" },
      { field: "phone", label: "Teléfono" },
      { field: "emergencyContactPhone", label: "Teléfono del contacto de emergencia" },
    ]);
  });
});
