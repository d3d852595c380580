import { billingCutoff, isEligibleByCutoff } from "../billing/eligibility";
import type { BillableClass, ClassEnrollment } from "../billing/outstanding";
import { effectiveClassPrice } from "../billing/rules";
import type { IsoDate } from "../calendar/date";
import type { YearMonth } from "../calendar/month";
import { groupBy } from "../shared/group-by";
import { type LedgerRules, type MonthOwed, monthCharge, monthOwed } from "./owed";

/** A live payment line as the ledger reads it. */
export type LedgerPaymentLine = {
  studentId: number;
  classId: number;
  paymentMonth: YearMonth;
  amount: number;
  paymentDate: IsoDate;
};

/** One (student, class, month) the student is billed for, with what it owes. */
export type LedgerItem = MonthOwed & {
  studentId: number;
  classId: number;
  className: string;
  paymentMonth: YearMonth;
};

/**
 * Every (student, class, month) billed in `months` as of `asOf`, paid ones included (callers
 * keep what they show): the one computation behind the student's page, the quick payment, the
 * outstanding and debts reports, the dashboard, the class grid and the payment checks. Classes
 * missing from `classes` (deleted) bill nothing.
 */
export function ledgerItems(facts: {
  months: readonly YearMonth[];
  asOf: IsoDate;
  rules: LedgerRules;
  classes: readonly BillableClass[];
  enrollments: readonly (ClassEnrollment & { studentId: number })[];
  lines: readonly LedgerPaymentLine[];
  /** (student, month) pairs whose late fee an admin waived. */
  waivers: readonly { studentId: number; paymentMonth: YearMonth }[];
}): LedgerItem[] {
  const classById = new Map(facts.classes.map((c) => [c.id, c]));
  const waived = new Set(facts.waivers.map((w) => `${w.studentId}|${w.paymentMonth}`));
  const linesByKey = groupBy(facts.lines, (l) => `${l.studentId}|${l.classId}|${l.paymentMonth}`);
  const pairs = groupBy(facts.enrollments, (e) => `${e.studentId}|${e.classId}`);
  const items: LedgerItem[] = [];
  for (const own of pairs.values()) {
    const first = own[0];
    if (!first) continue;
    const cls = classById.get(first.classId);
    if (!cls) continue;
    const price = effectiveClassPrice(cls.price, facts.rules);
    for (const month of facts.months) {
      if (!isEligibleByCutoff(own, billingCutoff(month))) continue;
      const owed = monthOwed({
        charge: monthCharge({
          month,
          price,
          enrollments: own,
          weekdays: cls.weekdays ?? [],
          rules: facts.rules,
        }),
        asOf: facts.asOf,
        lateFeePercentage: facts.rules.lateFeePercentage,
        surchargeWaived: waived.has(`${first.studentId}|${month}`),
        lines: linesByKey.get(`${first.studentId}|${cls.id}|${month}`) ?? [],
      });
      items.push({
        ...owed,
        studentId: first.studentId,
        classId: cls.id,
        className: cls.name,
        paymentMonth: month,
      });
    }
  }
  return items;
}
