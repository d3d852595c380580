import type { ReceiptInput, ReceiptResponse } from "@nova/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, newIdempotencyKey } from "@/lib/api-client";
import { invalidateKeys, PAYMENT_SHOWN_IN } from "@/lib/query-keys";
import { paymentKeys } from "../keys";
import { receiptRefetchInterval } from "./tax-documents";

export type Receipt = ReceiptResponse;

/** POST /api/receipts: one payment the receptionist takes, one receipt, a line per month. */
export function createReceipt(body: ReceiptInput, idempotencyKey: string): Promise<Receipt> {
  return api.post<Receipt>("/api/receipts", body, { idempotencyKey });
}

export function useCreateReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ReceiptInput; idempotencyKey: string }) =>
      createReceipt(body, idempotencyKey),
    // Every list, total, owed month, report and cash day that counted it is stale.
    onSuccess: () => void invalidateKeys(queryClient, PAYMENT_SHOWN_IN),
  });
}

/** GET /api/receipts/{id}: every line, voided ones marked. */
export function receiptQueryOptions(id: number) {
  return queryOptions({
    queryKey: paymentKeys.receipt(id),
    queryFn: ({ signal }) => api.get<Receipt>(`/api/receipts/${id}`, { signal }),
    // Its boletas are issued in the background (issue 39): read again until they have folios.
    refetchInterval: (query) => receiptRefetchInterval(query.state.data),
    meta: { errorMessage: "Error al cargar el comprobante", silentStatuses: [404] },
  });
}

export function useReceipt(id: number) {
  return useQuery(receiptQueryOptions(id));
}

/**
 * The phone of the guardian who paid a receipt (issue 36: a receipt goes to whoever paid, not
 * to a child): GET /api/guardians/{id}, read only for its phone. Disabled without a guardian.
 */
export function usePayerGuardianPhone(guardianId: number | null | undefined) {
  return useQuery({
    queryKey: paymentKeys.payerPhone(guardianId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<{ phone: string | null }>(`/api/guardians/${guardianId}`, { signal })
        .then((g) => g.phone),
    enabled: guardianId != null,
    meta: { errorMessage: "Error al cargar el teléfono de quien pagó" },
  });
}

/**
 * A receipt line voided with the required reason (POST to `voidUrl`): the line stays on its
 * receipt marked ANULADO and what it paid is owed again.
 */
function useVoidLine(voidUrl: (id: number) => string, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<Receipt | null>(voidUrl(id), { reason }, { idempotencyKey: newIdempotencyKey() }),
    meta: { successMessage },
    onSuccess: () => void invalidateKeys(queryClient, PAYMENT_SHOWN_IN),
  });
}

/** POST /api/payments/{id}/void: a month's line; its month is owed again. */
export function useVoidPayment() {
  return useVoidLine((paymentId) => `/api/payments/${paymentId}/void`, "Pago anulado");
}

/**
 * PUT /api/receipts/{id}/tax-document: the boleta issued after the payment gets its number on
 * the receipt (staff when missing; an admin corrects one already recorded).
 */
export function useSetReceiptTaxDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taxDocumentNumber: string) =>
      api.put<Receipt>(`/api/receipts/${id}/tax-document`, { taxDocumentNumber }),
    meta: { successMessage: "Número de boleta registrado" },
    onSuccess: (receipt) => {
      queryClient.setQueryData(paymentKeys.receipt(id), receipt);
      // The student's receipts and the payments list show the number too.
      void invalidateKeys(queryClient, PAYMENT_SHOWN_IN);
    },
  });
}

/** POST /api/enrollment-fee-payments/{id}/void: a fee line; the enrollment fee is owed again. */
export function useVoidFeeLine() {
  return useVoidLine(
    (lineId) => `/api/enrollment-fee-payments/${lineId}/void`,
    "Pago de matrícula anulado",
  );
}
