import type { StudentUnpaidMonthsResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { studentKeys } from "@/entities/student";
import { api } from "@/lib/api-client";

/** Every month the student still owes, oldest first, each with its classes and surcharges. */
export type StudentUnpaidMonths = StudentUnpaidMonthsResponse;

/** GET /api/students/{id}/outstanding-payments: the unpaid months of the last 12. */
export function getStudentUnpaidMonths(
  id: number,
  signal?: AbortSignal,
): Promise<StudentUnpaidMonths> {
  return api.get<StudentUnpaidMonths>(`/api/students/${id}/outstanding-payments`, { signal });
}

export function studentUnpaidMonthsQueryOptions(id: number) {
  return queryOptions({
    queryKey: studentKeys.outstanding(id),
    queryFn: ({ signal }) => getStudentUnpaidMonths(id, signal),
    // The card shows the failure itself, with "Reintentar".
    meta: { silent: true },
  });
}

export function useStudentUnpaidMonths(id: number) {
  return useQuery(studentUnpaidMonthsQueryOptions(id));
}
