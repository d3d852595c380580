import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, newIdempotencyKey } from "@/lib/api-client";
import { invalidateKeys, PAYMENT_SHOWN_IN } from "@/lib/query-keys";
import { paymentKeys } from "./keys";

/** DELETE /api/payments/{id}: a soft delete; the month becomes outstanding again. */
export function deletePayment(id: number, idempotencyKey: string): Promise<void> {
  return api.delete<void>(`/api/payments/${id}`, undefined, { idempotencyKey });
}

export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per confirmed deletion: a retry after a lost answer is not a 404.
    mutationFn: (id: number) => deletePayment(id, newIdempotencyKey()),
    meta: { successMessage: "Pago eliminado con éxito", errorMessage: "Error al eliminar pago" },
    onSuccess: () => {
      // Lists, totals, outstanding months and reports all read live payments.
      void invalidateKeys(queryClient, PAYMENT_SHOWN_IN, { refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
    },
  });
}
