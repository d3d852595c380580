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
}

/** POST /api/trial-requests/{id}/enroll: creates the student from the request and enrolls her. */
export function enrollTrialRequest(id: number, birthDate: string | null) {
  return api.post<EnrolledStudent>(`/api/trial-requests/${id}/enroll`, {
    birthDate,
    enrollmentDate: null,
  });
}

export function useEnrollTrialRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, birthDate }: { id: number; birthDate: string | null }) =>
      enrollTrialRequest(id, birthDate),
    onSuccess: () =>
      invalidateKeys(queryClient, [
        trialRequestKeys.all,
        queryRoots.students,
        queryRoots.classes,
        queryRoots.dashboard,
      ]),
  });
}
