import {
  applyDiscounts,
  type DiscountKind,
  type DiscountRulesEntry,
  discountRulesForMonth,
  discountsAnything,
  type Scholarship,
} from "../billing/discounts";
import { billingCutoff, isEligibleByCutoff } from "../billing/eligibility";
import { classPriceForMonth, effectiveClassPrice, roundToForMonth } from "../billing/rules";
import { isBilledMonth, type SeasonSettings } from "../billing/season";
import type { IsoDate } from "../calendar/date";
import type { YearMonth } from "../calendar/month";
import { groupBy } from "../shared/group-by";
import type { BillableClass, ClassEnrollment } from "./outstanding";
import { type LedgerRules, type MonthCharge, type MonthOwed, monthCharge, monthOwed } from "./owed";

/** A live payment line as the ledger reads it. */
export type LedgerPaymentLine = {
  studentId: number;
  classId: number;
  paymentMonth: YearMonth;
  amount: number;
  paymentDate: IsoDate;
};

/** The kinds of discount a month's charge may carry. */
export const LEDGER_DISCOUNT_KINDS = ["SIBLING", "MULTI_CLASS", "SCHOLARSHIP"] as const;

/** A discount on a month's charge, as the statement and the receipt show it. */
export type LedgerDiscount = {
  kind: (typeof LEDGER_DISCOUNT_KINDS)[number];
  /** Spanish, for the statement and the receipt: "Descuento hermanos 10 %". */
  label: string;
  /** The percent applied, or null for a fixed-amount scholarship. */
  percent: number | null;
  /** Whole pesos taken off the charge (positive). */
  amount: number;
};

/**
 * The family rules the ledger charges by (issue 26): the season (months outside it charge
 * nothing), the discount rules by month (a change applies from its month on), each student's
 * paying guardian (students sharing one are siblings) and the scholarships.
 */
export type LedgerFamilies = {
  season: SeasonSettings;
  discountHistory: readonly DiscountRulesEntry[];
  payers: readonly { studentId: number; guardianId: number }[];
  scholarships?: readonly Scholarship[];
};

const DISCOUNT_KINDS: Record<DiscountKind, LedgerDiscount["kind"]> = {
  sibling: "SIBLING",
  "multi-class": "MULTI_CLASS",
  scholarship: "SCHOLARSHIP",
};

const DISCOUNT_LABELS: Record<LedgerDiscount["kind"], string> = {
  SIBLING: "Descuento hermanos",
  MULTI_CLASS: "Descuento por varias clases",
  SCHOLARSHIP: "Beca",
};

/** One (student, class, month) the student is billed for, with what it owes. */
export type LedgerItem = MonthOwed & {
  /** The discounts taken off the month's charge (`charge` and `expectedAmount` are net of them). */
  discounts: LedgerDiscount[];
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
 *
 * With `families`, months outside the season bill nothing, and each month's charges get that
 * month's discounts (sibling, multi-class, scholarship; billing/discounts.ts), ranked among
 * every charge of the month known here: `context` adds the enrollments that only rank (the
 * student's other classes and her siblings' classes when the facts were narrowed), which give
 * no item of their own. A discount lowers the charge the late fee is a percent of.
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
  families?: LedgerFamilies;
  context?: readonly (ClassEnrollment & { studentId: number })[];
}): LedgerItem[] {
  const classById = new Map(facts.classes.map((c) => [c.id, c]));
  const waived = new Set(facts.waivers.map((w) => `${w.studentId}|${w.paymentMonth}`));
  const linesByKey = groupBy(facts.lines, (l) => `${l.studentId}|${l.classId}|${l.paymentMonth}`);
  const pairs = groupBy(facts.enrollments, (e) => `${e.studentId}|${e.classId}`);
  const families = facts.families;
  const ranking = new Map<string, (ClassEnrollment & { studentId: number })[]>();
  if (families) {
    for (const [key, own] of groupBy(facts.context ?? [], (e) => `${e.studentId}|${e.classId}`)) {
      if (!pairs.has(key)) ranking.set(key, own);
    }
  }
  const payerOf = new Map((families?.payers ?? []).map((p) => [p.studentId, p.guardianId]));
  const items: LedgerItem[] = [];
  for (const month of facts.months) {
    if (families && !isBilledMonth(families.season, month)) continue;
    const cutoff = billingCutoff(month);
    // The rounding this month was charged with (issue 36).
    const roundTo = roundToForMonth(facts.rules, month);
    const charged: { own: boolean; studentId: number; cls: BillableClass; charge: MonthCharge }[] =
      [];
    const chargeOf = (own: readonly (ClassEnrollment & { studentId: number })[], mine: boolean) => {
      const first = own[0];
      if (!first) return;
      const cls = classById.get(first.classId);
      if (!cls || !isEligibleByCutoff(own, cutoff)) return;
      const charge = monthCharge({
        month,
        price: effectiveClassPrice(classPriceForMonth(cls.price, cls.prices, month), facts.rules),
        enrollments: own,
        weekdays: cls.weekdays ?? [],
        rules: facts.rules,
      });
      charged.push({ own: mine, studentId: first.studentId, cls, charge });
    };
    for (const own of pairs.values()) chargeOf(own, true);
    for (const own of ranking.values()) chargeOf(own, false);
    const monthRules = families
      ? discountRulesForMonth(families.discountHistory, month)
      : undefined;
    // A month that discounts nothing (most studios, most months) skips the ranking.
    const discounted =
      families && monthRules && discountsAnything(monthRules, families.scholarships, month)
        ? applyDiscounts({
            month,
            charges: charged.map((c) => ({
              studentId: c.studentId,
              classId: c.cls.id,
              payerGuardianId: payerOf.get(c.studentId) ?? null,
              amount: c.charge.charge,
            })),
            rules: monthRules,
            scholarships: families.scholarships,
            roundTo,
          })
        : undefined;
    charged.forEach((c, index) => {
      if (!c.own) return;
      const off = discounted?.[index];
      const discounts: LedgerDiscount[] = (off?.discounts ?? []).map((d) => {
        const kind = DISCOUNT_KINDS[d.kind];
        const label = DISCOUNT_LABELS[kind];
        return {
          kind,
          label: d.percent === null ? label : `${label} ${d.percent} %`,
          percent: d.percent,
          amount: d.amount,
        };
      });
      const owed = monthOwed({
        charge: off
          ? {
              charge: off.net,
              price: c.charge.price,
              dueDate: c.charge.dueDate,
              firstMonth: c.charge.firstMonth,
            }
          : c.charge,
        asOf: facts.asOf,
        lateFeePercentage: facts.rules.lateFeePercentage,
        roundTo,
        surchargeWaived: waived.has(`${c.studentId}|${month}`),
        lines: linesByKey.get(`${c.studentId}|${c.cls.id}|${month}`) ?? [],
      });
      // Named one by one, not spread: see monthOwed.
      items.push({
        charge: owed.charge,
        price: owed.price,
        dueDate: owed.dueDate,
        firstMonth: owed.firstMonth,
        surcharge: owed.surcharge,
        expectedAmount: owed.expectedAmount,
        paidAmount: owed.paidAmount,
        remainingAmount: owed.remainingAmount,
        isLate: owed.isLate,
        surchargeWaived: owed.surchargeWaived,
        status: owed.status,
        discounts,
        studentId: c.studentId,
        classId: c.cls.id,
        className: c.cls.name,
        paymentMonth: month,
      });
    });
  }
  // Pair by pair (in the order of the facts), each pair's months in the order given.
  if (facts.months.length > 1) {
    const pairIndex = new Map([...pairs.keys()].map((key, i) => [key, i]));
    const monthIndex = new Map(facts.months.map((m, i) => [m, i]));
    items.sort(
      (a, b) =>
        (pairIndex.get(`${a.studentId}|${a.classId}`) ?? 0) -
          (pairIndex.get(`${b.studentId}|${b.classId}`) ?? 0) ||
        (monthIndex.get(a.paymentMonth) ?? 0) - (monthIndex.get(b.paymentMonth) ?? 0),
    );
  }
  return items;
}
