import type { AuditCheckResponse, AuditEntryResponse, UserResponse } from "@nova/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The activity list's filters as the URL and the API name them ("" is "any"). */
export interface ActivityParams {
  userId: string;
  entity: string;
  action: string;
  from: string;
  to: string;
  page: number;
  size: number;
}

/** Query keys of the audit trail; every key starts with "audit". */
export const auditKeys = {
  all: ["audit"] as const,
  activity: (params: ActivityParams) => [...auditKeys.all, "activity", params] as const,
  record: (entity: string, id: number, size: number) =>
    [...auditKeys.all, "record", entity, id, size] as const,
  check: () => [...auditKeys.all, "check"] as const,
  users: () => [...auditKeys.all, "users"] as const,
};

/** GET /api/audit: one page of the trail, newest first; the page shown stays while the next loads. */
export function useActivity(params: ActivityParams) {
  return useQuery({
    queryKey: auditKeys.activity(params),
    queryFn: ({ signal }) =>
      api.getPage<AuditEntryResponse>("/api/audit", { query: { ...params }, signal }),
    meta: { silent: true },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/audit/{entity}/{id}: the newest `size` rows of one record's history. */
export function useRecordHistory(entity: string, id: number, size: number) {
  return useQuery({
    queryKey: auditKeys.record(entity, id, size),
    queryFn: ({ signal }) =>
      api.getPage<AuditEntryResponse>(`/api/audit/${entity}/${id}`, { query: { size }, signal }),
    meta: { silent: true },
    // 'Ver más' keeps the rows shown while the longer page loads; another record starts afresh.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === entity && previousQuery.queryKey[3] === id
        ? previous
        : undefined,
  });
}

/** GET /api/audit/check: whether every row still matches the chain. */
export function useAuditCheck() {
  return useQuery({
    queryKey: auditKeys.check(),
    queryFn: ({ signal }) => api.get<AuditCheckResponse>("/api/audit/check", { signal }),
    meta: { silent: true },
  });
}

/** GET /api/users: the accounts the "who" filter offers. */
export function useAuditUsers() {
  return useQuery({
    queryKey: auditKeys.users(),
    queryFn: ({ signal }) => api.get<UserResponse[]>("/api/users", { signal }),
    meta: { silent: true },
  });
}
