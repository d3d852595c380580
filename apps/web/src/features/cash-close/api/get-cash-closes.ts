import { apiRead } from "@/lib/api-query";
import { cashCloseKeys } from "./keys";

/** A past close as the list shows it; a reopened one keeps its figures and says why. */
export interface PastClose {
  id: number;
  date: string;
  /** What the day took by every method. */
  total: number;
  expectedCash: number;
  countedCash: number;
  difference: number;
  notes: string | null;
  closedBy: string | null;
  closedAt: string;
  reopenedAt: string | null;
  reopenReason: string | null;
}

/** GET /api/cash-close: every close of the last year, reopened ones included, newest first. */
export const useCashCloses = apiRead<PastClose[]>({
  key: cashCloseKeys.list,
  url: "/api/cash-close",
  meta: { silent: true },
});
