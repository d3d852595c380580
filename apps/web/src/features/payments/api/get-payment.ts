import { useQuery } from "@tanstack/react-query";
import { paymentKeys } from "@/entities/payment";
import { apiQuery } from "@/lib/api-query";
import type { Payment } from "../payment";

/** GET /api/payments/{id}. */
const paymentQueryOptions = apiQuery<Payment, [id: number]>({
  key: paymentKeys.detail,
  url: (id) => `/api/payments/${id}`,
  // A 404 is the 'Pago no encontrado' view, not a notification.
  meta: { errorMessage: "Error al cargar el detalle del pago", silentStatuses: [404] },
});

export function usePayment(id: number) {
  return useQuery(paymentQueryOptions(id));
}
