import type { OutstandingReportQuery } from "@nova/domain";
import { queryRoots } from "@/lib/query-keys";

/** What a view asks of the month's outstanding report: a page, a search, or neither. */
export type OutstandingPage = Partial<OutstandingReportQuery>;

/** Query keys of the reports feature; every key starts with "reports". */
export const reportKeys = {
  all: queryRoots.reports,
  /** The whole month without paging (the quick payment page); a page otherwise. */
  outstanding: (month: string, page: OutstandingPage = {}) =>
    [
      ...reportKeys.all,
      "outstanding",
      month,
      page.page ?? null,
      page.size ?? null,
      page.search ?? "",
    ] as const,
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
