import type { YearMonth } from "../calendar/month";
import { roundCLP } from "../money/rounding";
import { growthPercent, profitMargin } from "./ratios";

/** The financial figures of one month. */
export type FinancialMonth = {
  month: YearMonth;
  totalRevenue: number;
  totalTeacherCompensation: number;
  studioRevenue: number;
  totalPayments: number;
  latePayments: number;
  latePaymentAmount: number;
};

/**
 * The figures of month M from its non-deleted payments (paymentMonth = M) and the month's total
 * teacher compensation: studio revenue = revenue - compensation.
 */
export function financialMonth(facts: {
  month: YearMonth;
  payments: readonly { amount: number; isLatePayment: boolean }[];
  totalTeacherCompensation: number;
}): FinancialMonth {
  const late = facts.payments.filter((p) => p.isLatePayment);
  const totalRevenue = facts.payments.reduce((sum, p) => sum + p.amount, 0);
  return {
    month: facts.month,
    totalRevenue,
    totalTeacherCompensation: facts.totalTeacherCompensation,
    studioRevenue: totalRevenue - facts.totalTeacherCompensation,
    totalPayments: facts.payments.length,
    latePayments: late.length,
    latePaymentAmount: late.reduce((sum, p) => sum + p.amount, 0),
  };
}

/** Totals of a range of months and their growth against the equal-length range before it. */
export type FinancialSummary = {
  totalRevenue: number;
  totalExpenses: number;
  netProfit: number;
  profitMargin: number;
  averageMonthlyRevenue: number;
  totalPayments: number;
  latePayments: number;
  latePaymentAmount: number;
  revenueGrowth: number;
  expensesGrowth: number;
  profitGrowth: number;
};

function totals(months: readonly FinancialMonth[]) {
  const sum = (pick: (m: FinancialMonth) => number) => months.reduce((acc, m) => acc + pick(m), 0);
  return {
    revenue: sum((m) => m.totalRevenue),
    expenses: sum((m) => m.totalTeacherCompensation),
    profit: sum((m) => m.studioRevenue),
    payments: sum((m) => m.totalPayments),
    late: sum((m) => m.latePayments),
    lateAmount: sum((m) => m.latePaymentAmount),
  };
}

/** Summary cards of the financial report: the range's totals, margin and growth against `previous`. */
export function summarizeFinancialRange(
  months: readonly FinancialMonth[],
  previous: readonly FinancialMonth[],
): FinancialSummary {
  const now = totals(months);
  const before = totals(previous);
  return {
    totalRevenue: now.revenue,
    totalExpenses: now.expenses,
    netProfit: now.profit,
    profitMargin: profitMargin(now.profit, now.revenue),
    averageMonthlyRevenue: months.length === 0 ? 0 : roundCLP(now.revenue / months.length),
    totalPayments: now.payments,
    latePayments: now.late,
    latePaymentAmount: now.lateAmount,
    revenueGrowth: growthPercent(now.revenue, before.revenue),
    expensesGrowth: growthPercent(now.expenses, before.expenses),
    profitGrowth: growthPercent(now.profit, before.profit),
  };
}
