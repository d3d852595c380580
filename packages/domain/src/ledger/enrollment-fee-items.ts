import type { IsoDate } from "../calendar/date";
import type { YearMonth } from "../calendar/month";
import type { OwedStatus } from "../enums/payment";

/**
 * The enrollment fee (matrícula, issue 26 item 5) as an owed item beside the class months: one
 * stored charge per key (student or family) and season, fixed when it was charged (a fee
 * changed later does not rewrite a past season), due on the enrollment that caused it. It takes
 * no discount and no late fee (discounts and surcharges are on monthly fees; decision 0056).
 */

/** A live (not voided) enrollment fee charge as stored. */
export type EnrollmentFeeChargeFact = {
  id: number;
  /** enrollmentFeeChargeId: "student:12@2027" or "guardian:9@2027". */
  chargeId: string;
  /** The student whose enrollment caused it (the family's first, when per family). */
  studentId: number;
  season: number;
  amount: number;
  dueDate: IsoDate;
};

/** A live payment line of an enrollment fee. */
export type EnrollmentFeeLine = { chargeId: number; amount: number };

/** One enrollment fee with what is paid and what remains. */
export type EnrollmentFeeItem = {
  id: number;
  chargeId: string;
  studentId: number;
  season: number;
  /** The month it is due in (the enrollment's month): where the statement lists it. */
  paymentMonth: YearMonth;
  dueDate: IsoDate;
  label: string;
  charge: number;
  expectedAmount: number;
  paidAmount: number;
  remainingAmount: number;
  status: "PAID" | OwedStatus;
};

/** Each charge with its paid and remaining amounts; never negative, whatever was paid. */
export function enrollmentFeeItems(facts: {
  charges: readonly EnrollmentFeeChargeFact[];
  lines: readonly EnrollmentFeeLine[];
}): EnrollmentFeeItem[] {
  const paid = new Map<number, number>();
  for (const l of facts.lines) paid.set(l.chargeId, (paid.get(l.chargeId) ?? 0) + l.amount);
  return facts.charges
    .filter((c) => c.amount > 0)
    .map((c) => {
      const charge = Math.max(0, Math.trunc(c.amount));
      const paidAmount = Math.max(0, paid.get(c.id) ?? 0);
      const remainingAmount = Math.max(0, charge - paidAmount);
      const status: EnrollmentFeeItem["status"] =
        remainingAmount === 0 ? "PAID" : paidAmount > 0 ? "PARTIAL" : "PENDING";
      return {
        id: c.id,
        chargeId: c.chargeId,
        studentId: c.studentId,
        season: c.season,
        paymentMonth: c.dueDate.slice(0, 7) as YearMonth,
        dueDate: c.dueDate,
        label: `Matrícula ${c.season}`,
        charge,
        expectedAmount: charge,
        paidAmount,
        remainingAmount,
        status,
      };
    });
}
