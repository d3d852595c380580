import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, queryRoots, STUDENT_SHOWN_IN } from "@/lib/query-keys";
import type { RetentionPreview } from "./get-retention";
import { privacyKeys } from "./keys";

/** POST /api/privacy/retention/run: runs now the pass the server runs every day (admins). */
export function runRetention() {
  return api.post<RetentionPreview>("/api/privacy/retention/run");
}

export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRetention,
    meta: { successMessage: "Pasada de conservación ejecutada" },
    // Names change on every screen that shows a student or a trial request.
    onSuccess: () =>
      invalidateKeys(queryClient, [privacyKeys.all, queryRoots.trialRequests, ...STUDENT_SHOWN_IN]),
  });
}
