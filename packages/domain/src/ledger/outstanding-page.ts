import { foldEs } from "../shared/compare-es";
import type { OutstandingReportEntry } from "./outstanding";

// The console shows the month's outstanding report a page at a time (issue 37): a studio of
// 20,000 students owed 15,000 lines a month, four megabytes the reception PC had to download
// and draw. The search runs where the whole report is, on the server.

/** Students per page of 'Pagos pendientes'. */
export const OUTSTANDING_PAGE_SIZE = 100;

/**
 * Whether a line of the report answers the desk's search: the student's name or the name of a
 * class she owes, accents and case ignored ("munoz" finds "Muñoz"); a blank search is everyone.
 */
export function outstandingEntryMatches(entry: OutstandingReportEntry, search: string): boolean {
  const needle = foldEs(search);
  if (needle === "") return true;
  return (
    foldEs(entry.studentName).includes(needle) ||
    entry.outstandingPayments.some((item) => foldEs(item.className).includes(needle))
  );
}

/**
 * The lines a page shows, in the report's order (largest debt first), and how many match in
 * all. Without a page or a size every matching line, as old clients read the report.
 */
export function outstandingPageOf<T extends OutstandingReportEntry>(
  entries: readonly T[],
  query: { page?: number | undefined; size?: number | undefined; search?: string | undefined },
): { shown: T[]; matching: number } {
  const matching = query.search
    ? entries.filter((entry) => outstandingEntryMatches(entry, query.search as string))
    : [...entries];
  if (query.page === undefined && query.size === undefined) {
    return { shown: matching, matching: matching.length };
  }
  const size = query.size ?? OUTSTANDING_PAGE_SIZE;
  const from = ((query.page ?? 1) - 1) * size;
  return { shown: matching.slice(from, from + size), matching: matching.length };
}
