import type { TeacherFilter } from "@nova/domain";
import { queryRoots } from "@/lib/query-keys";

/** Query keys of the teachers feature; every key starts with "teachers". */
export const teacherKeys = {
  all: queryRoots.teachers,
  list: (params: { search: string; status: TeacherFilter }) =>
    [...teacherKeys.all, "list", params] as const,
  detail: (id: number) => [...teacherKeys.all, "detail", id] as const,
  compensation: (id: number, month: string) =>
    [...teacherKeys.all, "detail", id, "compensation", month] as const,
};
