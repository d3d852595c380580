import type { MultiClassPaymentInput, PaymentInput } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, PAYMENT_SHOWN_IN } from "@/lib/query-keys";
import type { MultiClassPaymentResult, Payment } from "../payment";

/** What the form sends: the student's month, and one amount per outstanding class. */
export interface PaymentRequest {
  studentId: number;
  paymentDate: string;
  paymentMethod: PaymentInput["paymentMethod"];
  notes: string | null;
  items: { classId: number; amount: number }[];
  /** One per submitted form, so a double click or a retry pays once. */
  idempotencyKey: string;
}

/**
 * One class → POST /api/payments; several → POST /api/payments/multi-class with exact `items`
 * (SPEC §7). Either way the answer is the payments created, first one first.
 */
export async function createPayment(request: PaymentRequest): Promise<Payment[]> {
  const { idempotencyKey, items, ...common } = request;
  const paymentMonth = common.paymentDate.slice(0, 7);
  const [only] = items;
  if (items.length === 1 && only) {
    const body: PaymentInput = { ...common, ...only, paymentMonth };
    return [await api.post<Payment>("/api/payments", body, { idempotencyKey })];
  }
  const body: MultiClassPaymentInput = { ...common, paymentMonth, items };
  const result = await api.post<MultiClassPaymentResult>("/api/payments/multi-class", body, {
    idempotencyKey,
  });
  return result.payments;
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    // Every list, total, outstanding month, report and cash day that counted it is stale.
    onSuccess: () => void invalidateKeys(queryClient, PAYMENT_SHOWN_IN),
  });
}
