import type { IsoDate } from "../calendar/date";
import type { YearMonth } from "../calendar/month";
import type { MonthPaymentState, PaymentStatus } from "../enums/payment";
import { groupBy } from "../shared/group-by";
import { type EnrollmentPeriod, isEligibleForMonth } from "./eligibility";

/** State of a student in a class for a month: a payment wins, else eligible means pending. */
export function monthPaymentState(eligible: boolean, paid: boolean): MonthPaymentState {
  if (paid) return "PAID";
  return eligible ? "PENDING" : "NOT_ELIGIBLE";
}

/** Status of a recorded payment: LATE when it was paid late, else PAID. */
export function paymentStatusOf(payment: { isLatePayment: boolean }): PaymentStatus {
  return payment.isLatePayment ? "LATE" : "PAID";
}

/** A student's line of the class payment-status table. */
export type StudentMonthStatus = {
  studentId: number;
  eligibleForMonth: boolean;
  paid: boolean;
  paymentDate: IsoDate | null;
  paymentAmount: number | null;
  enrollmentDate: IsoDate | null;
  state: MonthPaymentState;
};

/**
 * Payment status of each enrolled student of a class for month M (one line per student, in
 * the order of the enrollments). `enrollmentDate` is that of the student's latest enrollment.
 */
export function classPaymentStatuses(facts: {
  month: YearMonth;
  enrollments: readonly (EnrollmentPeriod & { studentId: number })[];
  payments: readonly { studentId: number; paymentDate: IsoDate; amount: number }[];
}): StudentMonthStatus[] {
  const paymentByStudent = new Map(facts.payments.map((p) => [p.studentId, p]));
  return [...groupBy(facts.enrollments, (e) => e.studentId)].map(([studentId, enrollments]) => {
    const eligible = isEligibleForMonth(enrollments, facts.month);
    const payment = paymentByStudent.get(studentId);
    const latest = enrollments.reduce((a, b) => (b.enrollmentDate > a.enrollmentDate ? b : a));
    return {
      studentId,
      eligibleForMonth: eligible,
      paid: payment !== undefined,
      paymentDate: payment?.paymentDate ?? null,
      paymentAmount: payment?.amount ?? null,
      enrollmentDate: latest.enrollmentDate,
      state: monthPaymentState(eligible, payment !== undefined),
    };
  });
}
