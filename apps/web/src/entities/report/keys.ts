import { queryRoots } from "@/lib/query-keys";

/** Query keys of the reports feature; every key starts with "reports". */
export const reportKeys = {
  all: queryRoots.reports,
  outstanding: (month: string) => [...reportKeys.all, "outstanding", month] as const,
  debts: (page: number, size: number) => [...reportKeys.all, "debts", page, size] as const,
  reminders: (
    scope: string,
    month: string | null,
    studentId: number | null,
    studentIds: string | null = null,
  ) => [...reportKeys.all, "reminders", scope, month, studentId, studentIds] as const,
  financial: (from: string, to: string) => [...reportKeys.all, "financial", from, to] as const,
  compensation: (month: string) => [...reportKeys.all, "compensation", month] as const,
  honorarios: (month: string) => [...reportKeys.all, "honorarios", month] as const,
  attendance: (month: string) => [...reportKeys.all, "attendance", month] as const,
};
