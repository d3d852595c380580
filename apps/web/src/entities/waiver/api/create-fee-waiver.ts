import type { FeeWaiverInput } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, WAIVER_SHOWN_IN } from "@/lib/query-keys";
import type { FeeWaiver } from "./get-student-waivers";

/** POST /api/students/{id}/fee-waivers (admins; the reason is required). */
export function createFeeWaiver(studentId: number, input: FeeWaiverInput): Promise<FeeWaiver> {
  return api.post<FeeWaiver>(`/api/students/${studentId}/fee-waivers`, input);
}

export function useCreateFeeWaiver(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeeWaiverInput) => createFeeWaiver(studentId, input),
    meta: { successMessage: "Recargo condonado" },
    // The month now owes less everywhere it is priced: the student's balance, the payment
    // form's suggestion, the outstanding reports, the receipts.
    onSuccess: () => invalidateKeys(queryClient, WAIVER_SHOWN_IN),
  });
}
