import type { AuditCheckResponse, AuditEntryResponse } from "@nova/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Page } from "@/lib/api-client";
import { apiQuery } from "@/lib/api-query";
import { type ActivityParams, auditKeys } from "./keys";

export type { ActivityParams } from "./keys";

/** GET /api/audit: one page of the trail, newest first. */
export function getActivity(
  params: ActivityParams,
  signal?: AbortSignal,
): Promise<Page<AuditEntryResponse>> {
  return api.getPage<AuditEntryResponse>("/api/audit", { query: { ...params }, signal });
}

export function activityQueryOptions(params: ActivityParams) {
  return queryOptions({
    queryKey: auditKeys.activity(params),
    queryFn: ({ signal }) => getActivity(params, signal),
    meta: { silent: true },
  });
}

/** One page of the trail; the page shown stays while the next loads. */
export function useActivity(params: ActivityParams) {
  return useQuery({ ...activityQueryOptions(params), placeholderData: keepPreviousData });
}

/** GET /api/audit/{entity}/{id}: the newest `size` rows of one record's history. */
export function getRecordHistory(
  entity: string,
  id: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<AuditEntryResponse>> {
  return api.getPage<AuditEntryResponse>(`/api/audit/${entity}/${id}`, {
    query: { size },
    signal,
  });
}

export function recordHistoryQueryOptions(entity: string, id: number, size: number) {
  return queryOptions({
    queryKey: auditKeys.record(entity, id, size),
    queryFn: ({ signal }) => getRecordHistory(entity, id, size, signal),
    meta: { silent: true },
  });
}

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
export const useAuditCheck = apiQuery<AuditCheckResponse>({
  key: auditKeys.check,
  url: () => "/api/audit/check",
  meta: { silent: true },
}).use;
