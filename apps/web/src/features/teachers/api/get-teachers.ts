import type { TeacherFilter } from "@nova/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Teacher } from "../teacher";
import { teacherKeys } from "./teacher-keys";

export interface TeacherListParams {
  /** Name or e-mail; empty for everyone. */
  search: string;
  /** all, owners or instructors. */
  status: TeacherFilter;
}

/** GET /api/teachers?search=&status= (every match: a studio has a handful of teachers). */
export function getTeachers(params: TeacherListParams, signal?: AbortSignal): Promise<Teacher[]> {
  return api.get<Teacher[]>("/api/teachers", {
    query: {
      search: params.search.trim(),
      status: params.status === "all" ? undefined : params.status,
    },
    signal,
  });
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
