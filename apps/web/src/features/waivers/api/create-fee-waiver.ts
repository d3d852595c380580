import type { FeeWaiverInput } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
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
    onSuccess: async () => {
      // The month now owes less everywhere it is priced: the student's balance, the payment
      // form's suggestion, the outstanding reports, the receipts.
      await Promise.all(
        [["waivers"], ["students"], ["payments"], ["reports"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
