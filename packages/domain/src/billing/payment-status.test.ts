import { describe, expect, it } from "vitest";
import { classPaymentStatuses, monthPaymentState, paymentStatusOf } from "./payment-status";

describe("payment states", () => {
  it("puts a payment before eligibility", () => {
    expect(monthPaymentState(true, true)).toBe("PAID");
    expect(monthPaymentState(false, true)).toBe("PAID");
    expect(monthPaymentState(true, false)).toBe("PENDING");
    expect(monthPaymentState(false, false)).toBe("NOT_ELIGIBLE");
  });

  it("marks late payments", () => {
    expect(paymentStatusOf({ isLatePayment: true })).toBe("LATE");
    expect(paymentStatusOf({ isLatePayment: false })).toBe("PAID");
  });

  it("gives each enrolled student's status for a month", () => {
    const statuses = classPaymentStatuses({
      month: "2026-08",
      enrollments: [
        { studentId: 1, enrollmentDate: "2026-03-01", endedOn: null },
        { studentId: 2, enrollmentDate: "2026-09-01", endedOn: null },
        { studentId: 3, enrollmentDate: "2026-01-01", endedOn: "2026-08-10" },
        { studentId: 4, enrollmentDate: "2026-01-01", endedOn: "2026-02-01" },
        { studentId: 4, enrollmentDate: "2026-07-01", endedOn: null },
      ],
      payments: [{ studentId: 3, paymentDate: "2026-08-05", amount: 25_000 }],
    });
    expect(statuses).toEqual([
      {
        studentId: 1,
        eligibleForMonth: true,
        paid: false,
        paymentDate: null,
        paymentAmount: null,
        enrollmentDate: "2026-03-01",
        state: "PENDING",
      },
      {
        studentId: 2,
        eligibleForMonth: false,
        paid: false,
        paymentDate: null,
        paymentAmount: null,
        enrollmentDate: "2026-09-01",
        state: "NOT_ELIGIBLE",
      },
      {
        studentId: 3,
        eligibleForMonth: false,
        paid: true,
        paymentDate: "2026-08-05",
        paymentAmount: 25_000,
        enrollmentDate: "2026-01-01",
        state: "PAID",
      },
      {
        studentId: 4,
        eligibleForMonth: true,
        paid: false,
        paymentDate: null,
        paymentAmount: null,
        enrollmentDate: "2026-07-01",
        state: "PENDING",
      },
    ]);
  });
});
