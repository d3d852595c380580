import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Student } from "@/entities/student";
import { studentKeys } from "@/entities/student";
import { api, type Page } from "@/lib/api-client";

export interface StudentListParams {
  /** Name, e-mail or DNI; empty for everyone. */
  search: string;
  /** 1-based. */
  page: number;
  size: number;
}

/** GET /api/students?search=&page=&size= -> one page and the total (X-Total-Count). */
export function getStudents(
  params: StudentListParams,
  signal?: AbortSignal,
): Promise<Page<Student>> {
  return api.getPage<Student>("/api/students", {
    query: { search: params.search.trim(), page: params.page, size: params.size },
    signal,
  });
}

export function studentsQueryOptions(params: StudentListParams) {
  return queryOptions({
    queryKey: studentKeys.list(params),
    queryFn: ({ signal }) => getStudents(params, signal),
    // The list shows its own error state with "Reintentar".
    meta: { silent: true },
  });
}

/** One page of students; the previous page stays on screen while the next one loads. */
export function useStudents(params: StudentListParams) {
  return useQuery({ ...studentsQueryOptions(params), placeholderData: keepPreviousData });
}
