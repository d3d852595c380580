import type { AuditCheckResponse, AuditEntryResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiPageQuery, apiPageRead, apiRead } from "@/lib/api-query";
import { type ActivityParams, auditKeys } from "./keys";

export type { ActivityParams } from "./keys";

/** GET /api/audit: one page of the trail, newest first; the page shown stays while the next loads. */
export const useActivity = apiPageRead<AuditEntryResponse, [params: ActivityParams]>({
  key: auditKeys.activity,
  url: "/api/audit",
  params: (params) => ({ ...params }),
  meta: { silent: true },
  keepPrevious: true,
});

/** GET /api/audit/{entity}/{id}: the newest `size` rows of one record's history. */
const recordHistoryQueryOptions = apiPageQuery<
  AuditEntryResponse,
  [entity: string, id: number, size: number]
>({
  key: auditKeys.record,
  url: (entity, id) => `/api/audit/${entity}/${id}`,
  params: (_entity, _id, size) => ({ size }),
  meta: { silent: true },
});

export function useRecordHistory(entity: string, id: number, size: number) {
  return useQuery({
    ...recordHistoryQueryOptions(entity, id, size),
    // 'Ver más' keeps the rows shown while the longer page loads; another record starts afresh.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === entity && previousQuery.queryKey[3] === id
        ? previous
        : undefined,
  });
}

/** GET /api/audit/check: whether every row still matches the chain. */
export const useAuditCheck = apiRead<AuditCheckResponse>({
  key: auditKeys.check,
  url: "/api/audit/check",
  meta: { silent: true },
});
