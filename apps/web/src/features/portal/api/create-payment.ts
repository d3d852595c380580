import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL } from "./keys";

type Line = { studentId: number; classId: number; paymentMonth: string };

/** POST /api/portal/payments: a Flow order for the chosen months; the family goes to Flow. */
export function useCreatePortalPayment() {
  return useMutation({
    mutationFn: (lines: Line[]) =>
      api.post<{ orderId: number; redirectUrl: string }>(
        "/api/portal/payments",
        { lines },
        PORTAL_CALL,
      ),
    onSuccess: ({ redirectUrl }) => {
      window.location.assign(redirectUrl);
    },
  });
}
