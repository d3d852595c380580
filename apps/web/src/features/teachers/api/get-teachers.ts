import type { TeacherFilter } from "@nova/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestWithResponse } from "@/lib/api-client";
import type { TeacherListItem } from "../teacher";
import { teacherKeys } from "./keys";

export interface TeacherListParams {
  /** Name or e-mail; empty for everyone. */
  search: string;
  /** all, owners or instructors. */
  status: TeacherFilter;
}

/** The list screen's teachers and the distinct students they teach (its footer). */
export interface TeacherList {
  teachers: TeacherListItem[];
  /** From `X-Total-Students`: a student taught by two listed teachers counts once. */
  totalStudents: number;
}

/**
 * GET /api/teachers?view=summary&search=&status= (every match: a studio has a handful of
 * teachers). The cards only count each teacher's students, so the list leaves them out.
 */
export async function getTeachers(
  params: TeacherListParams,
  signal?: AbortSignal,
): Promise<TeacherList> {
  const response = await apiRequestWithResponse<TeacherListItem[]>("/api/teachers", {
    query: {
      view: "summary",
      search: params.search.trim(),
      status: params.status === "all" ? undefined : params.status,
    },
    signal,
  });
  const total = Number.parseInt(response.headers.get("X-Total-Students") ?? "", 10);
  return { teachers: response.data, totalStudents: Number.isFinite(total) ? total : 0 };
}

export function teachersQueryOptions(params: TeacherListParams) {
  return queryOptions({
    queryKey: teacherKeys.list(params),
    queryFn: ({ signal }) => getTeachers(params, signal),
    // The list shows its own error state with "Reintentar".
    meta: { silent: true },
  });
}

export function useTeachers(params: TeacherListParams) {
  return useQuery({ ...teachersQueryOptions(params), placeholderData: keepPreviousData });
}
