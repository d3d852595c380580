import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_BILLING_RULES } from "../billing/rules";
import { ALL_MONTHS } from "../billing/season";
import { type LedgerFamilies, ledgerItems } from "./ledger-items";
import { studentOutstandingFromItems } from "./outstanding-from-items";

const rules = { ...DEFAULT_BILLING_RULES, dueDay: 10, graceDays: 0, lateFeePercentage: 15 };
const classes = [
  { id: 1, name: "Ballet", price: 30_000 },
  { id: 2, name: "Jazz", price: 20_000 },
];
const enrolled = (studentId: number, classId: number) => ({
  studentId,
  classId,
  enrollmentDate: "2026-01-01",
  endedOn: null,
});
const discountRules = (sibling2: number, multi: number) => ({
  siblingSecondPercent: sibling2,
  siblingThirdPlusPercent: sibling2,
  multiClassPercent: multi,
  order: "sibling-first" as const,
  stack: true,
});
const facts = (families?: LedgerFamilies, context = [enrolled(1, 1)]) => ({
  months: ["2026-01", "2026-07", "2026-08"],
  asOf: "2026-08-05",
  rules,
  classes,
  enrollments: [enrolled(2, 2), enrolled(3, 1), enrolled(3, 2)],
  lines: [],
  waivers: [],
  families,
  context,
});

describe("ledgerItems with the family rules (issue 26)", () => {
  const families: LedgerFamilies = {
    season: { billedMonths: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    discountHistory: [
      { from: "2026-01", rules: discountRules(10, 0) },
      { from: "2026-08", rules: discountRules(20, 15) },
    ],
    payers: [
      { studentId: 1, guardianId: 9 },
      { studentId: 2, guardianId: 9 },
    ],
  };

  it("charges as before without family rules", () => {
    const items = ledgerItems(facts());
    expect(items.map((i) => [i.studentId, i.classId, i.paymentMonth, i.charge])).toEqual([
      [2, 2, "2026-01", 20_000],
      [2, 2, "2026-07", 20_000],
      [2, 2, "2026-08", 20_000],
      [3, 1, "2026-01", 30_000],
      [3, 1, "2026-07", 30_000],
      [3, 1, "2026-08", 30_000],
      [3, 2, "2026-01", 20_000],
      [3, 2, "2026-07", 20_000],
      [3, 2, "2026-08", 20_000],
    ]);
    expect(items.every((i) => i.discounts.length === 0)).toBe(true);
  });

  it("skips months outside the season, ranks siblings with the context, by each month's rules", () => {
    const items = ledgerItems(facts(families));
    expect(items.map((i) => [i.studentId, i.classId, i.paymentMonth, i.charge])).toEqual([
      // Student 2 is the second child of guardian 9 (student 1, only in the context, is first).
      [2, 2, "2026-07", 18_000],
      [2, 2, "2026-08", 16_000],
      [3, 1, "2026-07", 30_000],
      [3, 1, "2026-08", 30_000],
      // Jazz is student 3's second class: multi-class from August only.
      [3, 2, "2026-07", 20_000],
      [3, 2, "2026-08", 17_000],
    ]);
    expect(items.find((i) => i.studentId === 2 && i.paymentMonth === "2026-08")?.discounts).toEqual(
      [{ kind: "SIBLING", label: "Descuento hermanos 20 %", percent: 20, amount: 4_000 }],
    );
    // The context gives no item of its own.
    expect(items.some((i) => i.studentId === 1)).toBe(false);
  });

  it("a student's outstanding month shows the discounted charge", () => {
    const items = ledgerItems(facts(families)).filter((i) => i.studentId === 3);
    const august = studentOutstandingFromItems("2026-08", items);
    expect(august.totalOutstandingAmount).toBe(30_000 + 17_000);
  });

  it("never charges below zero nor more than without discounts, whatever the rules", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 4 }),
        (sibling, multi, stack, prices) => {
          const many = prices.map((price, i) => ({ id: i + 1, name: `C${i}`, price }));
          const enrollments = many.flatMap((c) => [enrolled(1, c.id), enrolled(2, c.id)]);
          const base = {
            months: ["2026-08"],
            asOf: "2026-08-20",
            rules,
            classes: many,
            enrollments,
            lines: [],
            waivers: [],
          };
          const plain = ledgerItems(base);
          const discounted = ledgerItems({
            ...base,
            families: {
              season: { billedMonths: [...ALL_MONTHS] },
              discountHistory: [
                { from: "2026-01", rules: { ...discountRules(sibling, multi), stack } },
              ],
              payers: [
                { studentId: 1, guardianId: 5 },
                { studentId: 2, guardianId: 5 },
              ],
            },
          });
          discounted.forEach((item, i) => {
            const before = plain[i];
            expect(item.charge).toBeGreaterThanOrEqual(0);
            expect(item.expectedAmount).toBeGreaterThanOrEqual(0);
            expect(item.charge).toBeLessThanOrEqual(before?.charge ?? 0);
            expect(item.charge + item.discounts.reduce((s, d) => s + d.amount, 0)).toBe(
              before?.charge,
            );
          });
        },
      ),
    );
  });
});

describe("ledgerItems with scholarships (issue 26 item 4)", () => {
  it("takes each scholarship off as its own line in its months, never below 0", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            studentId: fc.constantFrom(2, 3),
            kind: fc.constantFrom("percent" as const, "amount" as const),
            value: fc.integer({ min: 1, max: 80_000 }),
            fromMonth: fc.constantFrom("2026-01", "2026-07", "2026-08"),
            toMonth: fc.constantFrom(null, "2026-07", "2026-08"),
            reason: fc.constant("Beca"),
          }),
          { maxLength: 3 },
        ),
        fc.integer({ min: 0, max: 30 }),
        (raw, sibling) => {
          const scholarships = raw.map((s) =>
            s.kind === "percent" ? { ...s, value: Math.min(100, s.value) } : s,
          );
          const items = ledgerItems(
            facts({
              season: { billedMonths: [...ALL_MONTHS] },
              discountHistory: [{ from: "2026-01", rules: discountRules(sibling, 10) }],
              payers: [
                { studentId: 2, guardianId: 9 },
                { studentId: 3, guardianId: 9 },
              ],
              scholarships,
            }),
          );
          for (const i of items) {
            expect(i.charge).toBeGreaterThanOrEqual(0);
            expect(i.expectedAmount).toBeGreaterThanOrEqual(0);
            expect(i.remainingAmount).toBeGreaterThanOrEqual(0);
            const off = i.discounts.reduce((sum, d) => sum + d.amount, 0);
            expect(i.charge + off).toBe(i.price);
            const inForce = scholarships.some(
              (s) =>
                s.studentId === i.studentId &&
                s.fromMonth <= i.paymentMonth &&
                (s.toMonth === null || s.toMonth >= i.paymentMonth),
            );
            if (!inForce) expect(i.discounts.some((d) => d.kind === "SCHOLARSHIP")).toBe(false);
          }
        },
      ),
    );
  });
});
