import { paymentKeys } from "@/entities/payment";
import { apiRead } from "@/lib/api-query";
import type { Payment } from "../payment";

/** GET /api/payments/{id}. */
export const usePayment = apiRead<Payment, [id: number]>({
  key: paymentKeys.detail,
  url: (id) => `/api/payments/${id}`,
  // A 404 is the 'Pago no encontrado' view, not a notification.
  meta: { errorMessage: "Error al cargar el detalle del pago", silentStatuses: [404] },
});
