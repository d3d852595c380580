import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS } from "../enums/payment";
import {
  allocateTenders,
  dayTakings,
  mainMethod,
  remainingTender,
  type Tender,
  tenderBalances,
  tendersProblem,
} from "./tenders";

// Lines and tenders that add up: the amounts of a receipt's lines, and its total split over
// one to three distinct methods in a random order.
const receipt = fc
  .array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 6 })
  .chain((lines) => {
    const total = lines.reduce((s, a) => s + a, 0);
    return fc
      .tuple(
        fc.shuffledSubarray([...PAYMENT_METHODS], { minLength: 1 }),
        fc.array(fc.integer({ min: 1, max: total }), { maxLength: 2 }),
      )
      .map(([methods, cuts]) => {
        const points = [...new Set(cuts.filter((c) => c < total))]
          .sort((a, b) => a - b)
          .slice(0, methods.length - 1);
        const bounds = [0, ...points, total];
        const tenders: Tender[] = bounds
          .slice(1)
          .map((end, i) => ({ method: methods[i] as string, amount: end - (bounds[i] ?? 0) }));
        return { lines, tenders };
      });
  });

const sumBy = (portions: readonly Tender[], method: string) =>
  portions.filter((p) => p.method === method).reduce((s, p) => s + p.amount, 0);

describe("allocateTenders", () => {
  it("fills the lines from the first tender first", () => {
    // Receipt 001515 paid part cash, part transfer: the month from cash, the fee from both.
    expect(
      allocateTenders(
        [24_889, 20_000],
        [
          { method: "EFECTIVO", amount: 30_000 },
          { method: "TRANSFERENCIA", amount: 14_889 },
        ],
      ),
    ).toEqual([
      [{ method: "EFECTIVO", amount: 24_889 }],
      [
        { method: "EFECTIVO", amount: 5_111 },
        { method: "TRANSFERENCIA", amount: 14_889 },
      ],
    ]);
  });

  it("gives each line exactly its amount and each tender exactly its amount, for any receipt", () => {
    fc.assert(
      fc.property(receipt, ({ lines, tenders }) => {
        const split = allocateTenders(lines, tenders);
        expect(split.map((portions) => portions.reduce((s, p) => s + p.amount, 0))).toEqual(lines);
        for (const t of tenders) expect(sumBy(split.flat(), t.method)).toBe(t.amount);
        for (const p of split.flat()) expect(p.amount).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("gives a line the tenders do not reach to the last tender's method", () => {
    expect(allocateTenders([5, 7], [{ method: "TARJETA", amount: 5 }])).toEqual([
      [{ method: "TARJETA", amount: 5 }],
      [{ method: "TARJETA", amount: 7 }],
    ]);
  });
});

describe("tenderBalances", () => {
  it("reverses every tender when every line is voided, none when none is", () => {
    fc.assert(
      fc.property(receipt, fc.boolean(), ({ lines, tenders }, voided) => {
        const balances = tenderBalances(
          tenders,
          lines.map((amount) => ({ amount, voided })),
        );
        expect(balances.map((b) => b.voidedAmount)).toEqual(
          tenders.map((t) => (voided ? t.amount : 0)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("reverses what paid the voided line", () => {
    const balances = tenderBalances(
      [
        { method: "EFECTIVO", amount: 30_000 },
        { method: "TRANSFERENCIA", amount: 14_889 },
      ],
      [
        { amount: 24_889, voided: false },
        { amount: 20_000, voided: true },
      ],
    );
    expect(balances.map((b) => [b.method, b.voidedAmount])).toEqual([
      ["EFECTIVO", 5_111],
      ["TRANSFERENCIA", 14_889],
    ]);
  });
});

describe("dayTakings", () => {
  it("live + voided = the tenders taken, by method; live = taken − voided", () => {
    fc.assert(
      fc.property(
        fc.array(
          receipt.chain((r) =>
            fc
              .array(fc.boolean(), { minLength: r.lines.length, maxLength: r.lines.length })
              .map((voids) => ({ ...r, voids })),
          ),
          { maxLength: 8 },
        ),
        (receipts) => {
          const { live, voided } = dayTakings(
            receipts.map((r) => ({
              tenders: r.tenders,
              lines: r.lines.map((amount, i) => ({
                amount,
                voided: r.voids[i] ?? false,
                method: "EFECTIVO",
              })),
            })),
          );
          for (const method of PAYMENT_METHODS) {
            const taken = receipts.reduce((s, r) => s + sumBy(r.tenders, method), 0);
            const out = voided.find((t) => t.method === method)?.total ?? 0;
            const kept = live.find((t) => t.method === method)?.total ?? 0;
            expect(kept + out).toBe(taken);
          }
          // A receipt voided whole hands back exactly its tenders.
          const wholeCash = receipts
            .filter((r) => r.voids.every(Boolean))
            .reduce((s, r) => s + sumBy(r.tenders, "EFECTIVO"), 0);
          expect(voided.find((t) => t.method === "EFECTIVO")?.total ?? 0).toBeGreaterThanOrEqual(
            wholeCash,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("counts a receipt without tenders (older than them) by each line's own method", () => {
    const { live, voided } = dayTakings([
      {
        tenders: [],
        lines: [
          { amount: 10_000, voided: false, method: "TARJETA" },
          { amount: 3_000, voided: true, method: "EFECTIVO" },
        ],
      },
    ]);
    expect(live).toEqual([{ method: "TARJETA", count: 1, total: 10_000 }]);
    expect(voided).toEqual([{ method: "EFECTIVO", count: 1, total: 3_000 }]);
  });
});

describe("tendersProblem", () => {
  it("accepts tenders adding up to the total, each method once", () => {
    expect(
      tendersProblem(
        [
          { method: "EFECTIVO", amount: 30_000 },
          { method: "TRANSFERENCIA", amount: 14_889 },
        ],
        44_889,
      ),
    ).toBeNull();
  });

  it("says in Spanish what is wrong", () => {
    expect(tendersProblem([{ method: "EFECTIVO", amount: 30_000 }], 44_889)).toBe(
      "Las formas de pago suman $30.000 y el pago es de $44.889: faltan $14.889",
    );
    expect(tendersProblem([{ method: "EFECTIVO", amount: 50_000 }], 44_889)).toContain(
      "sobran $5.111",
    );
    expect(tendersProblem([{ method: "EFECTIVO", amount: 0 }], 0)).toContain("mayor a 0");
    expect(tendersProblem([{ method: "EFECTIVO", amount: 1.5 }], 1.5)).toContain("entero");
    expect(
      tendersProblem(
        [
          { method: "EFECTIVO", amount: 1 },
          { method: "EFECTIVO", amount: 1 },
        ],
        2,
      ),
    ).toContain("más de una vez");
    expect(tendersProblem([], 0)).toBe("Indique al menos una forma de pago");
  });
});

describe("mainMethod and remainingTender", () => {
  it("names the largest tender's method, the first on a tie", () => {
    expect(
      mainMethod([
        { method: "EFECTIVO", amount: 10 },
        { method: "TARJETA", amount: 20 },
      ]),
    ).toBe("TARJETA");
    expect(
      mainMethod([
        { method: "TRANSFERENCIA", amount: 10 },
        { method: "EFECTIVO", amount: 10 },
      ]),
    ).toBe("TRANSFERENCIA");
    expect(mainMethod([], "TARJETA")).toBe("TARJETA");
  });

  it("pre-fills what the other tenders leave, never below 0", () => {
    expect(remainingTender(44_889, [30_000])).toBe(14_889);
    expect(remainingTender(10_000, [30_000])).toBe(0);
    expect(remainingTender(10_000, [Number.NaN])).toBe(10_000);
  });
});
