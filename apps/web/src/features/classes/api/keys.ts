import { queryRoots } from "@/lib/query-keys";

/** The filters of the class list, as GET /api/classes takes them ("" for any). */
export interface ClassListParams {
  /** Class or teacher name. */
  search: string;
  type: string;
  status: string;
  day: string;
}

/** Query keys of the classes feature; every key starts with "classes". */
export const classKeys = {
  all: queryRoots.classes,
  list: (params: ClassListParams) => [...classKeys.all, "list", params] as const,
  detail: (id: number) => [...classKeys.all, "detail", id] as const,
  students: (id: number) => [...classKeys.all, "detail", id, "students"] as const,
  waitlist: (id: number) => [...classKeys.all, "detail", id, "waitlist"] as const,
  paymentStatus: (id: number, month: string) =>
    [...classKeys.all, "detail", id, "payment-status", month] as const,
  closedDays: (from: string, to: string) => [...classKeys.all, "closed-days", from, to] as const,
  pickerTeachers: () => [...classKeys.all, "picker", "teachers"] as const,
  pickerStudents: () => [...classKeys.all, "picker", "students"] as const,
};
