import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateTransfer } from "./online-schemas";

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
