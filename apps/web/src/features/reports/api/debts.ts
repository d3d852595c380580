import type { DebtsReportResponse, PaymentMethod, ReceiptInput } from "@nova/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { reportKeys } from "@/entities/report";
import { apiQuery } from "@/lib/api-query";

export type DebtsReport = DebtsReportResponse;
export type StudentDebt = DebtsReport["students"][number];

/** Students per page of 'Toda la deuda'. */
export const DEBTS_PAGE_SIZE = 100;

/**
 * GET /api/reports/debts: a page of the students owing anything (largest debt first), each
 * owed month oldest first, with the totals of everyone (issue 37: the whole list of a large
 * studio weighed a megabyte). `size` 1 reads the totals and little else.
 */
const debtsQuery = apiQuery<DebtsReport, [page: number, size: number]>({
  key: reportKeys.debts,
  url: (page, size) => `/api/reports/debts?page=${page}&size=${size}`,
  meta: { errorMessage: "Error al cargar la deuda", silent: true },
  staleTime: 0,
});

export function useDebts(page = 1, size = DEBTS_PAGE_SIZE) {
  return useQuery({ ...debtsQuery(page, size), placeholderData: keepPreviousData });
}

/**
 * The receipt of a 'Pago rápido' of everything a student owes (POST /api/receipts, as any
 * payment): a line per owed month at what remains of it.
 */
export function payAllDebtReceipt(
  debt: StudentDebt,
  paymentDate: string,
  paymentMethod: PaymentMethod,
): ReceiptInput {
  return {
    paymentDate,
    paymentMethod,
    notes: "Pago rápido de toda la deuda",
    lines: debt.months.map((m) => ({
      studentId: debt.studentId,
      classId: m.classId,
      paymentMonth: m.paymentMonth,
      amount: m.remainingAmount,
    })),
  };
}
