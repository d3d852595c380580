import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  planTaxDocuments,
  splitIvaIncluded,
  TAX_RETRY_MAX_MS,
  type TaxLine,
  taxDocumentLabel,
  taxDocumentRetryable,
  taxRetryDelayMs,
} from "./tax-documents";

describe("splitIvaIncluded", () => {
  it("splits a price with IVA included into neto and IVA in whole pesos", () => {
    expect(splitIvaIncluded(20_000)).toEqual({ net: 16_807, iva: 3_193, total: 20_000 });
    expect(splitIvaIncluded(11_900)).toEqual({ net: 10_000, iva: 1_900, total: 11_900 });
    expect(splitIvaIncluded(1)).toEqual({ net: 1, iva: 0, total: 1 });
    expect(splitIvaIncluded(0)).toEqual({ net: 0, iva: 0, total: 0 });
  });

  it("refuses what is not a whole non-negative amount", () => {
    expect(() => splitIvaIncluded(-1)).toThrow(RangeError);
    expect(() => splitIvaIncluded(10.5)).toThrow(RangeError);
  });

  it("neto + IVA = total, in whole pesos, the neto the nearest peso to total / 1.19", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (total) => {
        const { net, iva } = splitIvaIncluded(total);
        expect(Number.isInteger(net) && Number.isInteger(iva)).toBe(true);
        expect(net + iva).toBe(total);
        expect(Math.abs(net - total / 1.19)).toBeLessThanOrEqual(0.5);
        // The IVA is 19 % of the neto to within a peso (what the SII checks).
        expect(Math.abs(net * 0.19 - iva)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

const lineArb = fc.record({
  kind: fc.constantFrom("classMonth" as const, "enrollmentFee" as const),
  description: fc.string({ maxLength: 20 }),
  amount: fc.integer({ min: 0, max: 2_000_000 }),
});
const treatmentsArb = fc.record({
  classMonth: fc.constantFrom("exempt" as const, "taxed" as const),
  enrollmentFee: fc.constantFrom("exempt" as const, "taxed" as const),
});

describe("planTaxDocuments", () => {
  it("a class month alone: one DTE 41 whose whole total is exempt", () => {
    const lines: TaxLine[] = [{ kind: "classMonth", description: "Salsa", amount: 25_000 }];
    expect(planTaxDocuments(lines, { classMonth: "exempt", enrollmentFee: "taxed" })).toEqual([
      {
        dteType: 41,
        treatment: "exempt",
        lines,
        exempt: 25_000,
        net: 0,
        iva: 0,
        total: 25_000,
      },
    ]);
  });

  it("a class month and a taxed fee: a DTE 41 and a DTE 39 with IVA included", () => {
    const docs = planTaxDocuments(
      [
        { kind: "classMonth", description: "Salsa", amount: 25_000 },
        { kind: "enrollmentFee", description: "Matrícula", amount: 20_000 },
      ],
      { classMonth: "exempt", enrollmentFee: "taxed" },
    );
    expect(docs.map((d) => [d.dteType, d.exempt, d.net, d.iva, d.total])).toEqual([
      [41, 25_000, 0, 0, 25_000],
      [39, 0, 16_807, 3_193, 20_000],
    ]);
  });

  it("every peso of the receipt is on exactly one document of its kind's treatment", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), treatmentsArb, (lines, treatments) => {
        const docs = planTaxDocuments(lines, treatments);
        const receiptTotal = lines.reduce((s, l) => s + l.amount, 0);
        expect(docs.reduce((s, d) => s + d.total, 0)).toBe(receiptTotal);
        expect(new Set(docs.map((d) => d.dteType)).size).toBe(docs.length);
        for (const doc of docs) {
          expect(doc.total).toBeGreaterThan(0);
          expect(doc.lines.every((l) => treatments[l.kind] === doc.treatment)).toBe(true);
          expect(doc.lines.reduce((s, l) => s + l.amount, 0)).toBe(doc.total);
          expect(doc.exempt + doc.net + doc.iva).toBe(doc.total);
          if (doc.dteType === 41) expect(doc.exempt).toBe(doc.total);
          else expect(doc.exempt).toBe(0);
        }
      }),
    );
  });
});

describe("what a receipt says of its documents", () => {
  it("names the folio and the SII's verdict, or that it is on its way", () => {
    expect(
      taxDocumentLabel({ dteType: 39, status: "issued", folio: 1234, siiStatus: "accepted" }),
    ).toBe("Boleta N° 1234 (SII: aceptada)");
    expect(taxDocumentLabel({ dteType: 41, status: "pending", folio: null, siiStatus: null })).toBe(
      "Boleta exenta: emitiendo…",
    );
    expect(
      taxDocumentLabel({ dteType: 61, status: "issued", folio: 7, siiStatus: "pending" }),
    ).toBe("Nota de crédito N° 7 (SII: en revisión)");
  });

  it("offers 'Reintentar' for a refusal, a rejection or a document waiting after an error", () => {
    expect(taxDocumentRetryable({ status: "failed", siiStatus: null, error: "x" })).toBe(true);
    expect(taxDocumentRetryable({ status: "issued", siiStatus: "rejected", error: "x" })).toBe(
      true,
    );
    expect(taxDocumentRetryable({ status: "pending", siiStatus: null, error: "x" })).toBe(true);
    expect(taxDocumentRetryable({ status: "pending", siiStatus: null, error: null })).toBe(false);
    expect(taxDocumentRetryable({ status: "issued", siiStatus: "accepted", error: null })).toBe(
      false,
    );
  });
});

describe("taxRetryDelayMs", () => {
  it("doubles from 30 seconds up to 15 minutes; a longer Retry-After wins", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 30].map((n) => taxRetryDelayMs(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
    expect(taxRetryDelayMs(1, 120_000)).toBe(120_000);
    expect(taxRetryDelayMs(3, 10_000)).toBe(120_000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
        expect(taxRetryDelayMs(n)).toBeLessThanOrEqual(TAX_RETRY_MAX_MS);
        expect(taxRetryDelayMs(n + 1)).toBeGreaterThanOrEqual(taxRetryDelayMs(n));
      }),
    );
  });
});
