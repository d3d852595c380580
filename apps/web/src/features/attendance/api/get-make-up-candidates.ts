import type { MakeUpCandidate } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/sessions/{classId}/{date}/make-up-candidates. */
const makeUpCandidatesQuery = apiQuery<MakeUpCandidate[], [classId: number, date: string]>({
  key: attendanceKeys.candidates,
  url: (classId, date) => `/api/sessions/${classId}/${date}/make-up-candidates`,
  meta: { silent: true },
});

export function useMakeUpCandidates(classId: number, date: string, enabled: boolean) {
  return useQuery({ ...makeUpCandidatesQuery(classId, date), enabled });
}
