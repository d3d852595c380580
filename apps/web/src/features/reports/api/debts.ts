import type { DebtsReportResponse, PaymentMethod } from "@nova/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, PAYMENT_SHOWN_IN } from "@/lib/query-keys";
import { reportKeys } from "./keys";

export type DebtsReport = DebtsReportResponse;
export type StudentDebt = DebtsReport["students"][number];

/** GET /api/reports/debts: every student owing anything, each owed month oldest first. */
export function debtsQueryOptions() {
  return queryOptions({
    queryKey: reportKeys.debts(),
    queryFn: ({ signal }) => api.get<DebtsReport>("/api/reports/debts", { signal }),
    meta: { errorMessage: "Error al cargar la deuda", silent: true },
    staleTime: 0,
  });
}

export function useDebts() {
  return useQuery(debtsQueryOptions());
}

/**
 * 'Pago rápido' of everything a student owes: one receipt (POST /api/receipts) with a line per
 * owed month at what remains of it, paid today.
 */
export function usePayAllDebt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      debt,
      paymentDate,
      paymentMethod,
      idempotencyKey,
    }: {
      debt: StudentDebt;
      paymentDate: string;
      paymentMethod: PaymentMethod;
      idempotencyKey: string;
    }) =>
      api.post<{ id: number; number: number; total: number }>(
        "/api/receipts",
        {
          paymentDate,
          paymentMethod,
          notes: "Pago rápido de toda la deuda",
          lines: debt.months.map((m) => ({
            studentId: debt.studentId,
            classId: m.classId,
            paymentMonth: m.paymentMonth,
            amount: m.remainingAmount,
          })),
        },
        { idempotencyKey },
      ),
    onSuccess: () => void invalidateKeys(queryClient, PAYMENT_SHOWN_IN),
  });
}
