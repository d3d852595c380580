import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Enrollment } from "@/entities/student";
import { studentKeys } from "@/entities/student";
import { api } from "@/lib/api-client";

/** GET /api/students/{id}/enrollments: open and ended, newest first (an array or {enrollments}). */
export async function getStudentEnrollments(
  id: number,
  signal?: AbortSignal,
): Promise<Enrollment[]> {
  const data = await api.get<Enrollment[] | { enrollments: Enrollment[] }>(
    `/api/students/${id}/enrollments`,
    { signal },
  );
  return Array.isArray(data) ? data : data.enrollments;
}

export function studentEnrollmentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: studentKeys.enrollments(id),
    queryFn: ({ signal }) => getStudentEnrollments(id, signal),
    meta: { errorMessage: "Error al cargar los datos del estudiante", silentStatuses: [404] },
  });
}

export function useStudentEnrollments(id: number) {
  return useQuery(studentEnrollmentsQueryOptions(id));
}
