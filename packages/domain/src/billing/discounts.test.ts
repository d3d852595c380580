import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyDiscounts,
  type ChargeInput,
  DISCOUNT_ORDERS,
  type DiscountRules,
  discountRulesForMonth,
  NO_DISCOUNT_RULES,
  recordDiscountRulesChange,
  type Scholarship,
} from "./discounts";

const rules = (r: Partial<DiscountRules>): DiscountRules => ({ ...NO_DISCOUNT_RULES, ...r });
/** March's charges under these rules (no discount where they say none): most tests' month. */
const inMarch = (charges: ChargeInput[], r: Partial<DiscountRules>) =>
  applyDiscounts({ month: "2026-03", charges, rules: rules(r) });
const charge = (studentId: number, classId: number, amount: number, payer: number | null = 1) => ({
  studentId,
  classId,
  amount,
  payerGuardianId: payer,
});

const percent = fc.integer({ min: 0, max: 100 });
const rulesArb = fc.record({
  siblingSecondPercent: percent,
  siblingThirdPlusPercent: percent,
  multiClassPercent: percent,
  order: fc.constantFrom(...DISCOUNT_ORDERS),
  stack: fc.boolean(),
});
const chargesArb = fc
  .array(
    fc.record({
      studentId: fc.integer({ min: 1, max: 6 }),
      classId: fc.integer({ min: 1, max: 5 }),
      amount: fc.integer({ min: 0, max: 200_000 }),
      payerGuardianId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    }),
    { maxLength: 20 },
  )
  // One charge per (student, class) and one family per student, as the ledger gives them.
  .map((list) => {
    const seen = new Set<string>();
    const family = new Map<number, number | null>();
    return list.flatMap((c): ChargeInput[] => {
      const key = `${c.studentId}:${c.classId}`;
      if (seen.has(key)) return [];
      seen.add(key);
      if (!family.has(c.studentId)) family.set(c.studentId, c.payerGuardianId);
      return [{ ...c, payerGuardianId: family.get(c.studentId) ?? null }];
    });
  });
const scholarshipsArb = fc.array(
  fc.record({
    studentId: fc.integer({ min: 1, max: 6 }),
    kind: fc.constantFrom("percent" as const, "amount" as const),
    value: fc.integer({ min: 0, max: 300_000 }),
    fromMonth: fc.constantFrom("2026-01", "2026-03"),
    toMonth: fc.constantFrom(null, "2026-02", "2026-12"),
    reason: fc.constant("Beca"),
  }),
  { maxLength: 3 },
);

describe("discount rules", () => {
  it("never make a charge negative, nor discount more than it, whatever the rules", () => {
    fc.assert(
      fc.property(chargesArb, rulesArb, scholarshipsArb, (charges, r, scholarships) => {
        const out = applyDiscounts({ month: "2026-03", charges, rules: r, scholarships });
        expect(out).toHaveLength(charges.length);
        for (const c of out) {
          expect(c.net).toBeGreaterThanOrEqual(0);
          const off = c.discounts.reduce((sum, d) => sum + d.amount, 0);
          expect(c.net + off).toBe(c.amount);
          for (const d of c.discounts)
            expect(Number.isInteger(d.amount) && d.amount > 0).toBe(true);
        }
      }),
    );
  });

  it("discounts the second child and the third and later ones, the largest fee paying in full", () => {
    const out = inMarch(
      [charge(1, 1, 30_000), charge(2, 1, 40_000), charge(3, 1, 20_000), charge(4, 1, 10_000)],
      { siblingSecondPercent: 10, siblingThirdPlusPercent: 20 },
    );
    expect(out.map((c) => c.net)).toEqual([27_000, 40_000, 16_000, 8_000]);
    expect(out[0]?.discounts).toEqual([{ kind: "sibling", percent: 10, amount: 3_000 }]);
  });

  it("treats students of different payers, and self-paying adults, as separate families", () => {
    const out = inMarch(
      [
        charge(1, 1, 30_000, 1),
        charge(2, 1, 30_000, 2),
        charge(3, 1, 30_000, null),
        charge(4, 1, 30_000, null),
      ],
      { siblingSecondPercent: 50 },
    );
    expect(out.every((c) => c.net === 30_000)).toBe(true);
  });

  it("discounts a student's second and later classes, the dearest at full price", () => {
    const out = inMarch([charge(1, 7, 20_000), charge(1, 8, 30_000), charge(1, 9, 20_000)], {
      multiClassPercent: 15,
    });
    expect(out.map((c) => c.net)).toEqual([17_000, 30_000, 17_000]);
  });

  it("stacks in the chosen order, or applies only the larger rule", () => {
    const charges = [charge(1, 1, 50_000), charge(2, 1, 40_000), charge(2, 2, 30_000)];
    const base = { siblingSecondPercent: 10, multiClassPercent: 20 };
    // Student 2 is charged 70.000 and student 1 50.000: student 1 is the second child.
    const first = inMarch(charges, { ...base, order: "sibling-first" });
    expect(first[0]?.discounts).toEqual([{ kind: "sibling", percent: 10, amount: 5_000 }]);
    expect(first[2]?.discounts).toEqual([{ kind: "multi-class", percent: 20, amount: 6_000 }]);
    const both = [
      charge(1, 1, 50_000),
      charge(1, 2, 40_000),
      charge(2, 1, 60_000),
      charge(2, 2, 45_000),
    ];
    const sib = inMarch(both, { ...base, order: "sibling-first" });
    const multi = inMarch(both, { ...base, order: "multi-class-first" });
    // Student 1 (90.000) is second to student 2 (105.000): her 40.000 class gets both rules.
    expect(sib[1]?.discounts).toEqual([
      { kind: "sibling", percent: 10, amount: 4_000 },
      { kind: "multi-class", percent: 20, amount: 7_200 },
    ]);
    expect(multi[1]?.discounts).toEqual([
      { kind: "multi-class", percent: 20, amount: 8_000 },
      { kind: "sibling", percent: 10, amount: 3_200 },
    ]);
    const alone = inMarch(both, { ...base, stack: false });
    expect(alone[1]?.discounts).toEqual([{ kind: "multi-class", percent: 20, amount: 8_000 }]);
  });

  it("applies scholarships last, in their months, an amount spread over the month's charges", () => {
    const beca: Scholarship = {
      studentId: 1,
      kind: "amount",
      value: 25_000,
      fromMonth: "2026-03",
      toMonth: "2026-06",
      reason: "Beca deportiva",
    };
    const charges = [charge(1, 1, 20_000), charge(1, 2, 20_000)];
    const netIn = (month: string) =>
      applyDiscounts({ month, charges, rules: NO_DISCOUNT_RULES, scholarships: [beca] }).map(
        (c) => c.net,
      );
    expect(netIn("2026-03")).toEqual([0, 15_000]);
    expect(netIn("2026-07")).toEqual([20_000, 20_000]);
  });

  it("keeps past months on the rules they were charged with when the rules change", () => {
    const old = rules({ siblingSecondPercent: 10 });
    const changed = rules({ siblingSecondPercent: 25 });
    let history = recordDiscountRulesChange([], "2026-01", old);
    history = recordDiscountRulesChange(history, "2026-06", changed);
    expect(discountRulesForMonth(history, "2025-12")).toEqual(NO_DISCOUNT_RULES);
    expect(discountRulesForMonth(history, "2026-05")).toEqual(old);
    expect(discountRulesForMonth(history, "2026-06")).toEqual(changed);
    expect(discountRulesForMonth(history, "2027-01")).toEqual(changed);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), rulesArb), { maxLength: 6 }),
        fc.integer({ min: 1, max: 12 }),
        (changes, probe) => {
          // Whatever changes come later, a month keeps the rules of the last change at or before it
          // among the changes made before it was passed.
          let h: ReturnType<typeof recordDiscountRulesChange> = [];
          const month = (m: number) => `2026-${String(m).padStart(2, "0")}`;
          const sorted = [...changes].sort((a, b) => a[0] - b[0]);
          for (const [m, r] of sorted) h = recordDiscountRulesChange(h, month(m), r);
          const before = sorted.filter(([m]) => m <= probe).at(-1)?.[1] ?? NO_DISCOUNT_RULES;
          expect(discountRulesForMonth(h, month(probe))).toEqual(before);
        },
      ),
    );
  });
});
