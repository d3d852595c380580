import type { TrialEnrollData } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, queryRoots } from "@/lib/query-keys";
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
export function enrollTrialRequest(id: number, body: TrialEnrollData) {
  return api.post<EnrolledStudent>(`/api/trial-requests/${id}/enroll`, body);
}

export function useEnrollTrialRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TrialEnrollData }) =>
      enrollTrialRequest(id, body),
    onSuccess: () =>
      invalidateKeys(queryClient, [
        trialRequestKeys.all,
        queryRoots.students,
        queryRoots.classes,
        queryRoots.dashboard,
        queryRoots.families,
      ]),
  });
}
