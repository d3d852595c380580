import type { PrivacyNoticeResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { privacyKeys } from "./keys";

export interface NoticeHistory {
  current: PrivacyNoticeResponse;
  defaultText: string;
  versions: (PrivacyNoticeResponse & { publishedBy: string | null })[];
}

/** GET /api/privacy/notice: the notice in force, the default text and every version. */
export function getNoticeHistory(signal?: AbortSignal): Promise<NoticeHistory> {
  return api.get<NoticeHistory>("/api/privacy/notice", { signal });
}

export function noticeHistoryQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.notice(),
    queryFn: ({ signal }) => getNoticeHistory(signal),
  });
}

export function useNoticeHistory() {
  return useQuery(noticeHistoryQueryOptions());
}
