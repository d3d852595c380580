import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Student } from "@/entities/student";
import { studentKeys } from "@/entities/student";
import { apiPageQuery } from "@/lib/api-query";

export interface StudentListParams {
  /** Name, e-mail or DNI; empty for everyone. */
  search: string;
  /** 1-based. */
  page: number;
  size: number;
}

/**
 * GET /api/students?search=&page=&size= -> one page and the total (X-Total-Count); the
 * previous page stays on screen while the next one loads.
 */
const studentsQueryOptions = apiPageQuery<Student, [params: StudentListParams]>({
  key: studentKeys.list,
  url: "/api/students",
  params: (params) => ({ search: params.search.trim(), page: params.page, size: params.size }),
  // The list shows its own error state with "Reintentar".
  meta: { silent: true },
});

export function useStudents(params: StudentListParams) {
  return useQuery({ ...studentsQueryOptions(params), placeholderData: keepPreviousData });
}
