import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type PaymentListParams, paymentKeys } from "@/entities/payment";
import { api, type Page } from "@/lib/api-client";
import type { Payment } from "../payment";

/** GET /api/payments?month=&student=&paymentMethod=&page=&size= -> one page and the total. */
export function getPayments(
  params: PaymentListParams,
  signal?: AbortSignal,
): Promise<Page<Payment>> {
  return api.getPage<Payment>("/api/payments", { query: { ...params }, signal });
}

export function paymentsQueryOptions(params: PaymentListParams) {
  return queryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: ({ signal }) => getPayments(params, signal),
    // The list shows its own error state with 'Reintentar'.
    meta: { silent: true },
  });
}

/** One page of a month's payments; the previous page stays on screen while the next loads. */
export function usePayments(params: PaymentListParams) {
  return useQuery({ ...paymentsQueryOptions(params), placeholderData: keepPreviousData });
}
