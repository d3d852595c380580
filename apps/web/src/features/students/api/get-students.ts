import type { Student } from "@/entities/student";
import { studentKeys } from "@/entities/student";
import { apiPageRead } from "@/lib/api-query";

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
export const useStudents = apiPageRead<Student, [params: StudentListParams]>({
  key: studentKeys.list,
  url: "/api/students",
  params: (params) => ({ search: params.search.trim(), page: params.page, size: params.size }),
  // The list shows its own error state with "Reintentar".
  meta: { silent: true },
  keepPrevious: true,
});
