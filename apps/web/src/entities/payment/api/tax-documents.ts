import type { ReceiptResponse as Receipt } from "@nova/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, PAYMENT_SHOWN_IN } from "@/lib/query-keys";
import { paymentKeys } from "../keys";

/** POST /api/tax-documents/{id}/retry ('Reintentar'): answers the receipt, queued again. */
export function useRetryTaxDocument(receiptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      api.post<Receipt>(`/api/tax-documents/${documentId}/retry`, {}),
    meta: {
      successMessage: "Se volverá a emitir en unos segundos",
      errorMessage: "No se pudo reintentar la emisión",
    },
    onSuccess: (receipt) => {
      queryClient.setQueryData(paymentKeys.receipt(receiptId), receipt);
      void invalidateKeys(queryClient, PAYMENT_SHOWN_IN);
    },
  });
}

export interface PendingTaxSummary {
  notIssued: number;
  oldestCreatedAt: string | null;
}

/**
 * GET /api/tax-documents/pending-summary: the documents not issued for more than an hour, for
 * the dashboard's warning (its own small call: the dashboard's own answer stays as it is).
 */
export function usePendingTaxSummary() {
  return useQuery({
    queryKey: ["tax-documents", "pending-summary"],
    queryFn: ({ signal }) =>
      api.get<PendingTaxSummary>("/api/tax-documents/pending-summary", { signal }),
    refetchInterval: 5 * 60_000,
    meta: { silentStatuses: [403] },
  });
}

/** While a document is on its way (or the SII has not answered), the receipt is read again. */
export function receiptRefetchInterval(receipt: Receipt | undefined): number | false {
  const docs = receipt?.taxDocuments ?? [];
  if (docs.some((d) => d.status === "pending" && d.error === null)) return 2_000;
  if (docs.some((d) => d.status === "pending" || d.siiStatus === "pending")) return 30_000;
  return false;
}
