import { describe, expect, it } from "vitest";
import { financialMonth, summarizeFinancialRange } from "./financial";

describe("financialMonth", () => {
  it("sums the month's payments and subtracts compensation", () => {
    expect(
      financialMonth({
        month: "2026-08",
        payments: [
          { amount: 25_000, isLatePayment: false },
          { amount: 28_750, isLatePayment: true },
          { amount: 30_000, isLatePayment: false },
        ],
        totalTeacherCompensation: 40_000,
      }),
    ).toEqual({
      month: "2026-08",
      totalRevenue: 83_750,
      totalTeacherCompensation: 40_000,
      studioRevenue: 43_750,
      totalPayments: 3,
      latePayments: 1,
      latePaymentAmount: 28_750,
    });
  });

  it("gives zeros for a month without payments", () => {
    expect(financialMonth({ month: "2026-02", payments: [], totalTeacherCompensation: 0 })).toEqual(
      {
        month: "2026-02",
        totalRevenue: 0,
        totalTeacherCompensation: 0,
        studioRevenue: 0,
        totalPayments: 0,
        latePayments: 0,
        latePaymentAmount: 0,
      },
    );
  });
});

describe("summarizeFinancialRange", () => {
  const month = (m: string, revenue: number, compensation: number) =>
    financialMonth({
      month: m,
      payments: [{ amount: revenue, isLatePayment: false }],
      totalTeacherCompensation: compensation,
    });

  it("totals a range and compares it with the previous equal-length range", () => {
    const summary = summarizeFinancialRange(
      [month("2026-07", 100_000, 40_000), month("2026-08", 120_000, 50_000)],
      [month("2026-05", 100_000, 50_000), month("2026-06", 100_000, 50_000)],
    );
    expect(summary).toEqual({
      totalRevenue: 220_000,
      totalExpenses: 90_000,
      netProfit: 130_000,
      profitMargin: 59.1,
      averageMonthlyRevenue: 110_000,
      totalPayments: 2,
      latePayments: 0,
      latePaymentAmount: 0,
      revenueGrowth: 10,
      expensesGrowth: -10,
      profitGrowth: 30,
    });
  });

  it("handles empty ranges", () => {
    const summary = summarizeFinancialRange([], []);
    expect(summary.averageMonthlyRevenue).toBe(0);
    expect(summary.profitMargin).toBe(0);
    expect(summary.revenueGrowth).toBe(0);
  });
});
