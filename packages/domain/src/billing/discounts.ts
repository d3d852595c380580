import type { YearMonth } from "../calendar/month";
import { roundToUnit } from "../money/rounding";
import { groupBy } from "../shared/group-by";

/**
 * Discounts as rules (issue 26): the studio sets them once and every month's charges follow.
 *
 * - Sibling: children of one paying guardian (one family) with charges in the month are ranked
 *   by what they are charged that month before discounts, highest first (ties: lower student id
 *   first); the first pays in full, the second gets `siblingSecondPercent`, the third and later
 *   `siblingThirdPlusPercent`. Ranking by amount keeps the full price on the largest fee, as
 *   studios do ("el descuento va en la mensualidad menor").
 * - Multi-class: one student's classes in the month are ranked by price, highest first (ties:
 *   lower class id first); from the second class on each gets `multiClassPercent`.
 * - Order and stacking: with `stack`, both apply one after the other in `order`, each a percent
 *   of what is left after the one before (so together they never exceed the charge); without
 *   it only the larger of the two applies (the first in `order` on a tie).
 * - Scholarships (per student, percent or amount, for a range of months) apply last, on what is
 *   left, and never take a charge below zero.
 */
/** Which family rule comes first when both apply to one charge. */
export const DISCOUNT_ORDERS = ["sibling-first", "multi-class-first"] as const;

export interface DiscountRules {
  /** Percent off the second child of a family (0-100). */
  siblingSecondPercent: number;
  /** Percent off the third child and every later one (0-100). */
  siblingThirdPlusPercent: number;
  /** Percent off a student's second and later classes (0-100). */
  multiClassPercent: number;
  /** Which rule comes first when both apply. */
  order: (typeof DISCOUNT_ORDERS)[number];
  /** Whether both rules apply to one charge (true) or only the larger (false). */
  stack: boolean;
}

/** Rules that discount nothing: what a studio has until it sets some. */
export const NO_DISCOUNT_RULES: DiscountRules = {
  siblingSecondPercent: 0,
  siblingThirdPlusPercent: 0,
  multiClassPercent: 0,
  order: "sibling-first",
  stack: true,
};

/** The rules in force from a month on, until the next entry. */
export interface DiscountRulesEntry {
  from: YearMonth;
  rules: DiscountRules;
}

/** The rules in force in `month`: the latest entry from that month or before, else none. */
export function discountRulesForMonth(
  history: readonly DiscountRulesEntry[],
  month: YearMonth,
): DiscountRules {
  let found: DiscountRules = NO_DISCOUNT_RULES;
  let foundFrom = "";
  for (const entry of history) {
    if (entry.from <= month && entry.from >= foundFrom) {
      found = entry.rules;
      foundFrom = entry.from;
    }
  }
  return found;
}

/**
 * The history after changing the rules from `fromMonth` on (the current month when a studio
 * edits its settings): months before it keep the rules they were charged with; an entry at or
 * after `fromMonth` is replaced. Sorted by month.
 */
export function recordDiscountRulesChange(
  history: readonly DiscountRulesEntry[],
  fromMonth: YearMonth,
  rules: DiscountRules,
): DiscountRulesEntry[] {
  const kept = history.filter((entry) => entry.from < fromMonth);
  return [...kept, { from: fromMonth, rules }].sort((a, b) => a.from.localeCompare(b.from));
}

/** A per-student discount or scholarship (beca), set by an admin with a reason. */
export interface Scholarship {
  studentId: number;
  kind: "percent" | "amount";
  /**
   * Percent 0-100 of each of her charges, or whole pesos off her month (taken from her charges
   * in the order given until used up).
   */
  value: number;
  fromMonth: YearMonth;
  /** Last month it covers; null for open-ended. */
  toMonth: YearMonth | null;
  reason: string;
}

/** One month's charge before discounts: what one student owes for one class. */
export interface ChargeInput {
  studentId: number;
  classId: number;
  /** The family: the paying guardian's id, or null when the student pays for herself. */
  payerGuardianId: number | null;
  /** The class's price for the month (already prorated if it is a first month). */
  amount: number;
}

export type DiscountKind = "sibling" | "multi-class" | "scholarship";

/** A discount as the statement and the receipt show it: its own line under the charge. */
export interface DiscountLine {
  kind: DiscountKind;
  /** The percent applied, or null for a fixed-amount scholarship. */
  percent: number | null;
  /** Whole pesos taken off (positive). */
  amount: number;
}

export interface DiscountedCharge extends ChargeInput {
  discounts: DiscountLine[];
  /** amount minus the discounts: never below zero. */
  net: number;
}

const clampPercent = (p: number) => Math.min(100, Math.max(0, Number.isFinite(p) ? p : 0));

/** Which position (0-based) each student holds in her family this month. */
function siblingRanks(charges: readonly ChargeInput[]): Map<number, number> {
  const totals = new Map<number, { family: number | null; total: number }>();
  for (const c of charges) {
    const entry = totals.get(c.studentId) ?? { family: c.payerGuardianId, total: 0 };
    entry.total += Math.max(0, c.amount);
    totals.set(c.studentId, entry);
  }
  const byFamily = new Map<number, { studentId: number; total: number }[]>();
  const ranks = new Map<number, number>();
  for (const [studentId, { family, total }] of totals) {
    // A student who pays for herself is a family of one.
    if (family === null) {
      ranks.set(studentId, 0);
      continue;
    }
    const list = byFamily.get(family) ?? [];
    list.push({ studentId, total });
    byFamily.set(family, list);
  }
  for (const list of byFamily.values()) {
    list.sort((a, b) => b.total - a.total || a.studentId - b.studentId);
    list.forEach((s, index) => {
      ranks.set(s.studentId, index);
    });
  }
  return ranks;
}

/** Which position (0-based) each (student, class) charge holds among the student's classes. */
function classRanks(charges: readonly ChargeInput[]): Map<string, number> {
  const byStudent = groupBy(charges, (c) => c.studentId);
  const ranks = new Map<string, number>();
  for (const list of byStudent.values()) {
    [...list]
      .sort((a, b) => b.amount - a.amount || a.classId - b.classId)
      .forEach((c, index) => {
        ranks.set(`${c.studentId}:${c.classId}`, index);
      });
  }
  return ranks;
}

function scholarshipsOf(
  scholarships: readonly Scholarship[],
  studentId: number,
  month: YearMonth,
): Scholarship[] {
  return scholarships.filter(
    (s) =>
      s.studentId === studentId &&
      s.fromMonth <= month &&
      (s.toMonth === null || month <= s.toMonth),
  );
}

/** Whether a month with these rules and scholarships discounts anything at all. */
export function discountsAnything(
  rules: DiscountRules,
  scholarships: readonly Scholarship[] | undefined,
  month: YearMonth,
): boolean {
  return (
    rules.siblingSecondPercent > 0 ||
    rules.siblingThirdPlusPercent > 0 ||
    rules.multiClassPercent > 0 ||
    (scholarships ?? []).some(
      (s) => s.fromMonth <= month && (s.toMonth === null || month <= s.toMonth),
    )
  );
}

/**
 * One month's charges with their discounts: the month's rules (from `discountRulesForMonth`),
 * then the scholarships in force that month. Charges are returned in the order given; each
 * charge's discounts never exceed it, so `net` is never negative.
 */
export function applyDiscounts(input: {
  month: YearMonth;
  charges: readonly ChargeInput[];
  rules: DiscountRules;
  scholarships?: readonly Scholarship[];
  /** Percent discounts are rounded to this (issue 36); missing: whole pesos. */
  roundTo?: number;
}): DiscountedCharge[] {
  const { rules, month } = input;
  const percentOf = (amount: number, percent: number) =>
    roundToUnit((amount * percent) / 100, input.roundTo);
  const siblings = siblingRanks(input.charges);
  const classes = classRanks(input.charges);
  const scholarships = input.scholarships ?? [];
  // What is left this month of each fixed-amount scholarship.
  const amountLeft = new Map<Scholarship, number>(
    scholarships
      .filter((s) => s.kind === "amount")
      .map((s) => [s, Math.max(0, Math.trunc(s.value))]),
  );
  return input.charges.map((charge) => {
    const amount = Math.max(0, Math.trunc(charge.amount));
    const siblingRank = siblings.get(charge.studentId) ?? 0;
    const siblingPercent = clampPercent(
      siblingRank === 0
        ? 0
        : siblingRank === 1
          ? rules.siblingSecondPercent
          : rules.siblingThirdPlusPercent,
    );
    const classRank = classes.get(`${charge.studentId}:${charge.classId}`) ?? 0;
    const multiPercent = clampPercent(classRank === 0 ? 0 : rules.multiClassPercent);

    const candidates: { kind: DiscountKind; percent: number }[] = [
      { kind: "sibling" as const, percent: siblingPercent },
      { kind: "multi-class" as const, percent: multiPercent },
    ];
    if (rules.order === "multi-class-first") candidates.reverse();
    let applicable = candidates.filter((c) => c.percent > 0);
    if (!rules.stack && applicable.length > 1) {
      // The larger one alone; on a tie the first in order.
      const best = applicable.reduce((a, b) => (b.percent > a.percent ? b : a));
      applicable = [best];
    }

    let left = amount;
    const discounts: DiscountLine[] = [];
    for (const { kind, percent } of applicable) {
      const off = Math.min(left, percentOf(left, percent));
      if (off > 0) discounts.push({ kind, percent, amount: off });
      left -= off;
    }
    for (const s of scholarshipsOf(scholarships, charge.studentId, month)) {
      const off =
        s.kind === "percent"
          ? Math.min(left, percentOf(left, clampPercent(s.value)))
          : Math.min(left, amountLeft.get(s) ?? 0);
      if (s.kind === "amount") amountLeft.set(s, (amountLeft.get(s) ?? 0) - off);
      if (off > 0) {
        discounts.push({
          kind: "scholarship",
          percent: s.kind === "percent" ? clampPercent(s.value) : null,
          amount: off,
        });
      }
      left -= off;
    }
    return {
      studentId: charge.studentId,
      classId: charge.classId,
      payerGuardianId: charge.payerGuardianId,
      amount,
      discounts,
      net: left,
    };
  });
}
