import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateTransfer, transferMatchingMonths } from "./online-schemas";

describe("allocateTransfer", () => {
  it("fills the chosen months in order until the money runs out", () => {
    const items = [{ remainingAmount: 30000 }, { remainingAmount: 25000 }];
    expect(allocateTransfer(40000, items)).toEqual({
      lines: [
        { item: items[0], amount: 30000 },
        { item: items[1], amount: 10000 },
      ],
      left: 0,
    });
    expect(allocateTransfer(60000, items).left).toBe(5000);
  });

  it("never gives a month more than it owes, and accounts for every peso", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 8 }),
        (amount, owed) => {
          const items = owed.map((remainingAmount) => ({ remainingAmount }));
          const { lines, left } = allocateTransfer(amount, items);
          for (const l of lines) {
            expect(l.amount).toBeGreaterThan(0);
            expect(l.amount).toBeLessThanOrEqual(l.item.remainingAmount);
          }
          expect(lines.reduce((s, l) => s + l.amount, 0) + left).toBe(amount);
          expect(left).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("the months a transfer matches (issue 36)", () => {
  const item = (month: string, remainingAmount: number) => ({ month, remainingAmount });
  const owed = [item("2026-06", 30_000), item("2026-07", 16_000), item("2026-08", 32_000)];

  it("picks the oldest months whose remainders add up to the amount, else none", () => {
    expect(transferMatchingMonths(46_000, owed).map((i) => i.month)).toEqual([
      "2026-06",
      "2026-07",
    ]);
    expect(transferMatchingMonths(78_000, owed)).toHaveLength(3);
    expect(transferMatchingMonths(30_000, owed).map((i) => i.month)).toEqual(["2026-06"]);
    // Not a sum of the oldest months: staff choose.
    expect(transferMatchingMonths(32_000, owed)).toEqual([]);
    expect(transferMatchingMonths(100_000, owed)).toEqual([]);
    expect(transferMatchingMonths(0, owed)).toEqual([]);
  });

  it("whatever it picks, the transfer pays exactly those months (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 200_000 }),
        (amounts, amount) => {
          const items = amounts.map((a, i) => item(String(i), a));
          const picked = transferMatchingMonths(amount, items);
          if (picked.length === 0) return;
          expect(picked.reduce((s, i) => s + i.remainingAmount, 0)).toBe(amount);
          expect(allocateTransfer(amount, picked).left).toBe(0);
        },
      ),
    );
  });
});
