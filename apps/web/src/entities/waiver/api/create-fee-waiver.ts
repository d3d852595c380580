import type { FeeWaiverInput } from "@nova/domain";
import { api } from "@/lib/api-client";
import { useApiWrite } from "@/lib/api-write";
import { WAIVER_SHOWN_IN } from "@/lib/query-keys";
import type { FeeWaiver } from "./get-student-waivers";

/** POST /api/students/{id}/fee-waivers (admins; the reason is required). */
export function useCreateFeeWaiver(studentId: number) {
  return useApiWrite({
    send: (input: FeeWaiverInput) =>
      api.post<FeeWaiver>(`/api/students/${studentId}/fee-waivers`, input),
    successMessage: "Recargo condonado",
    // The month now owes less everywhere it is priced: the student's balance, the payment
    // form's suggestion, the outstanding reports, the receipts.
    stale: WAIVER_SHOWN_IN,
  });
}
