import { queryRoots } from "@/lib/query-keys";

/** Query keys of the students feature; every key starts with "students". */
export const studentKeys = {
  all: queryRoots.students,
  lists: () => [...studentKeys.all, "list"] as const,
  list: (params: { search: string; page: number; size: number }) =>
    [...studentKeys.lists(), params] as const,
  detail: (id: number) => [...studentKeys.all, "detail", id] as const,
  enrollments: (id: number) => [...studentKeys.all, "detail", id, "enrollments"] as const,
  payments: (id: number) => [...studentKeys.all, "detail", id, "payments"] as const,
  receipts: (id: number) => [...studentKeys.all, "detail", id, "receipts"] as const,
  outstanding: (id: number) => [...studentKeys.all, "detail", id, "outstanding"] as const,
  scholarships: (id: number) => [...studentKeys.all, "detail", id, "scholarships"] as const,
};
