import { queryOptions, useQuery } from "@tanstack/react-query";
import { paymentKeys } from "@/entities/payment";
import { api } from "@/lib/api-client";
import type { Payment } from "../payment";

/** GET /api/payments/{id}. */
export function getPayment(id: number, signal?: AbortSignal): Promise<Payment> {
  return api.get<Payment>(`/api/payments/${id}`, { signal });
}

export function paymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => getPayment(id, signal),
    // A 404 is the 'Pago no encontrado' view, not a notification.
    meta: { errorMessage: "Error al cargar el detalle del pago", silentStatuses: [404] },
  });
}

export function usePayment(id: number) {
  return useQuery(paymentQueryOptions(id));
}
