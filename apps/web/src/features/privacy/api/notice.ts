import type { PrivacyNoticeInput, PrivacyNoticeResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { apiQuery } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";
import { privacyKeys } from "./keys";

// The privacy notice: what anyone reads, and its versions as the admins publish them.

export interface NoticeHistory {
  current: PrivacyNoticeResponse;
  defaultText: string;
  versions: (PrivacyNoticeResponse & { publishedBy: string | null })[];
}

/** GET /api/public/privacy-notice: the notice in force (version 0: the default text). */
const publicNoticeQueryOptions = apiQuery<PrivacyNoticeResponse>({
  key: privacyKeys.publicNotice,
  url: "/api/public/privacy-notice",
});

export function usePublicNotice() {
  return useQuery(publicNoticeQueryOptions());
}

/** GET /api/privacy/notice: the notice in force, the default text and every version. */
const noticeHistoryQueryOptions = apiQuery<NoticeHistory>({
  key: privacyKeys.notice,
  url: "/api/privacy/notice",
});

export function useNoticeHistory() {
  return useQuery(noticeHistoryQueryOptions());
}

/** POST /api/privacy/notice: publishes a new version (earlier ones are kept with their dates). */
export function usePublishNotice() {
  return useApiWrite({
    send: (input: PrivacyNoticeInput) =>
      api.post<PrivacyNoticeResponse>("/api/privacy/notice", input),
    successMessage: "Aviso de privacidad publicado",
    stale: [privacyKeys.all],
  });
}
