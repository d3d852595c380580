import { describe, expect, it } from "vitest";
import {
  advanceMonths,
  chosenFeeLines,
  chosenLines,
  feeLineKey,
  mergeChoices,
  type PaymentLineOption,
  paymentLineKey,
  sortLines,
  withFeesTicked,
} from "./payment-lines";

const line = (over: Partial<PaymentLineOption>): PaymentLineOption => ({
  studentId: 1,
  classId: 10,
  className: "Ballet",
  paymentMonth: "2026-10",
  dueDate: "2026-10-10",
  price: 32000,
  surcharge: 4800,
  expectedAmount: 36800,
  paidAmount: 0,
  remainingAmount: 36800,
  status: "PENDING",
  advance: false,
  ...over,
});

describe("payment lines", () => {
  const october = line({});
  const novemberPartial = line({
    paymentMonth: "2026-11",
    paidAmount: 10000,
    remainingAmount: 26800,
    status: "PARTIAL",
  });
  const january = line({ paymentMonth: "2027-01", surcharge: 0, advance: true });

  it("starts owed months checked at their remaining amount and advance months unchecked", () => {
    const choices = mergeChoices([october, novemberPartial, january], {});
    expect(choices[paymentLineKey(novemberPartial)]).toEqual({ included: true, amount: "26800" });
    expect(choices[paymentLineKey(january)]?.included).toBe(false);
  });

  it("keeps what was typed for a line still offered", () => {
    const key = paymentLineKey(october);
    const kept = mergeChoices([october, january], { [key]: { included: true, amount: "5000" } });
    expect(kept[key]).toEqual({ included: true, amount: "5000" });
  });

  it("leaves out unchecked, empty and zero lines without an error", () => {
    const result = chosenLines([october, novemberPartial, january], {
      [paymentLineKey(october)]: { included: true, amount: "0" },
      [paymentLineKey(novemberPartial)]: { included: true, amount: "" },
      [paymentLineKey(january)]: { included: false, amount: "32000" },
    });
    expect(result).toEqual({ lines: [], total: 0, problems: {} });
  });

  it("pays a month in advance apart from the payment date", () => {
    const result = chosenLines([january], {
      [paymentLineKey(january)]: { included: true, amount: "36800" },
    });
    expect(result.lines).toEqual([
      { studentId: 1, classId: 10, paymentMonth: "2027-01", amount: 36800 },
    ]);
    expect(result.total).toBe(36800);
  });

  it("refuses a line above its remaining amount with the server's message", () => {
    const key = paymentLineKey(novemberPartial);
    const result = chosenLines([novemberPartial], { [key]: { included: true, amount: "30000" } });
    expect(result.lines).toEqual([]);
    expect(result.problems[key]).toBe(
      "El monto ($30.000) supera lo que queda por pagar de Ballet de noviembre 2026: $26.800",
    );
  });

  it("refuses an amount that is not whole pesos", () => {
    const key = paymentLineKey(october);
    const result = chosenLines([october], { [key]: { included: true, amount: "10.5" } });
    expect(result.problems[key]).toMatch(/pesos enteros/);
  });

  it("sorts oldest month first and offers at most 12 months ahead", () => {
    expect(sortLines([january, october, novemberPartial]).map((l) => l.paymentMonth)).toEqual([
      "2026-10",
      "2026-11",
      "2027-01",
    ]);
    expect(advanceMonths("2026-11", 2)).toEqual(["2026-12", "2027-01"]);
    expect(advanceMonths("2026-11", 40)).toHaveLength(12);
  });
});

describe("enrollment fee lines", () => {
  const fee = {
    id: 7,
    studentId: 1,
    season: 2026,
    label: "Matrícula 2026",
    paymentMonth: "2026-03",
    dueDate: "2026-03-02",
    expectedAmount: 25_000,
    paidAmount: 5_000,
    remainingAmount: 20_000,
    status: "PARTIAL" as const,
  };

  it("pays a checked fee for the amount typed, at most what remains; unchecked leaves it out", () => {
    const key = feeLineKey(fee);
    expect(chosenFeeLines([fee], {}).lines).toEqual([]);
    expect(chosenFeeLines([fee], { [key]: { included: true, amount: "20000" } })).toEqual({
      lines: [{ enrollmentFeeId: 7, amount: 20_000 }],
      total: 20_000,
      problems: {},
    });
    const over = chosenFeeLines([fee], { [key]: { included: true, amount: "20001" } });
    expect(over.lines).toEqual([]);
    expect(over.problems[key]).toContain("$20.000");
    expect(
      chosenFeeLines([fee], { [key]: { included: true, amount: "1,5" } }).problems[key],
    ).toBeDefined();
  });

  it("ticks a pending matrícula for what remains, keeping a choice already made (issue 36)", () => {
    const key = feeLineKey(fee);
    const ticked = withFeesTicked([fee], {});
    expect(ticked).toEqual({ [key]: { included: true, amount: "20000" } });
    expect(chosenFeeLines([fee], ticked).total).toBe(20_000);
    const unticked = { [key]: { included: false, amount: "20000" } };
    expect(withFeesTicked([fee], unticked)).toBe(unticked);
    expect(withFeesTicked([{ ...fee, remainingAmount: 0 }], {})).toEqual({});
  });
});
