import type { TrialEnrollData } from "@nova/domain";
import { api } from "@/lib/api-client";
import { useApiWrite } from "@/lib/api-write";
import { queryRoots } from "@/lib/query-keys";
import { trialRequestKeys } from "./keys";

export interface EnrolledStudent {
  id: number;
  firstName: string;
  lastName: string;
  enrollmentId: number;
  classId: number;
  /** A minor's paying guardian (issue 36), null for an adult. */
  guardianId: number | null;
}

/** POST /api/trial-requests/{id}/enroll: creates the student from the request and enrolls her. */
export function useEnrollTrialRequest() {
  return useApiWrite({
    send: ({ id, body }: { id: number; body: TrialEnrollData }) =>
      api.post<EnrolledStudent>(`/api/trial-requests/${id}/enroll`, body),
    stale: [
      trialRequestKeys.all,
      queryRoots.students,
      queryRoots.classes,
      queryRoots.dashboard,
      queryRoots.families,
    ],
  });
}
