import type { PrivacyNoticeInput, PrivacyNoticeResponse } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

/** POST /api/privacy/notice: publishes a new version (earlier ones are kept with their dates). */
export function publishNotice(input: PrivacyNoticeInput): Promise<PrivacyNoticeResponse> {
  return api.post<PrivacyNoticeResponse>("/api/privacy/notice", input);
}

export function usePublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishNotice,
    meta: { successMessage: "Aviso de privacidad publicado" },
    onSuccess: () => invalidateKeys(queryClient, [privacyKeys.all]),
  });
}
