import type { StudentConsentsResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { privacyKeys } from "./keys";

/** GET /api/students/{id}/consents: each purpose's legal basis and the consent history. */
export function getStudentConsents(studentId: number, signal?: AbortSignal) {
  return api.get<StudentConsentsResponse>(`/api/students/${studentId}/consents`, { signal });
}

export function studentConsentsQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: privacyKeys.consents(studentId),
    queryFn: ({ signal }) => getStudentConsents(studentId, signal),
  });
}

export function useStudentConsents(studentId: number) {
  return useQuery(studentConsentsQueryOptions(studentId));
}
