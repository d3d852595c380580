import { type PaymentListParams, paymentKeys } from "@/entities/payment";
import { apiPageRead } from "@/lib/api-query";
import type { Payment } from "../payment";

/**
 * GET /api/payments?month=&student=&paymentMethod=&page=&size= -> one page and the total; the
 * previous page stays on screen while the next loads.
 */
export const usePayments = apiPageRead<Payment, [params: PaymentListParams]>({
  key: paymentKeys.list,
  url: "/api/payments",
  params: (params) => ({ ...params }),
  // The list shows its own error state with 'Reintentar'.
  meta: { silent: true },
  keepPrevious: true,
});
