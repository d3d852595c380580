import type { PrivacyNoticeInput, PrivacyNoticeResponse } from "@nova/domain";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";
import { privacyKeys } from "./keys";

// The privacy notice: what anyone reads, and its versions as the admins publish them.

export interface NoticeHistory {
  current: PrivacyNoticeResponse;
  defaultText: string;
  versions: (PrivacyNoticeResponse & { publishedBy: string | null })[];
}

/** GET /api/public/privacy-notice: the notice in force (version 0: the default text). */
export const usePublicNotice = apiRead<PrivacyNoticeResponse>({
  key: privacyKeys.publicNotice,
  url: "/api/public/privacy-notice",
});

/** GET /api/privacy/notice: the notice in force, the default text and every version. */
export const useNoticeHistory = apiRead<NoticeHistory>({
  key: privacyKeys.notice,
  url: "/api/privacy/notice",
});

/** POST /api/privacy/notice: publishes a new version (earlier ones are kept with their dates). */
export function usePublishNotice() {
  return useApiWrite({
    send: (input: PrivacyNoticeInput) =>
      api.post<PrivacyNoticeResponse>("/api/privacy/notice", input),
    successMessage: "Aviso de privacidad publicado",
    stale: [privacyKeys.all],
  });
}
