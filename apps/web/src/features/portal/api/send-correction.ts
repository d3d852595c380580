import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL } from "./keys";

/** POST /api/portal/correction-requests: the family asks to correct its data. */
export function useSendCorrection() {
  return useMutation({
    mutationFn: (message: string) =>
      api.post("/api/portal/correction-requests", { message }, PORTAL_CALL),
  });
}
