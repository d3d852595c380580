import type { MakeUpCandidate } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { attendanceKeys } from "./keys";

/** GET /api/sessions/{classId}/{date}/make-up-candidates. */
export function getMakeUpCandidates(
  classId: number,
  date: string,
  signal?: AbortSignal,
): Promise<MakeUpCandidate[]> {
  return api.get<MakeUpCandidate[]>(`/api/sessions/${classId}/${date}/make-up-candidates`, {
    signal,
  });
}

export function makeUpCandidatesQueryOptions(classId: number, date: string) {
  return queryOptions({
    queryKey: attendanceKeys.candidates(classId, date),
    queryFn: ({ signal }) => getMakeUpCandidates(classId, date, signal),
    meta: { silent: true },
  });
}

export function useMakeUpCandidates(classId: number, date: string, enabled: boolean) {
  return useQuery({ ...makeUpCandidatesQueryOptions(classId, date), enabled });
}
