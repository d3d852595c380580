import type { CashCloseResponse } from "@nova/domain";
import { apiRead } from "@/lib/api-query";
import { cashCloseKeys } from "./keys";

/** A day's takings by method, and its close once closed. */
export type CashDay = CashCloseResponse;

/** GET /api/cash-close/{date}: the day's takings; the day shown stays while another loads. */
export const useCashDay = apiRead<CashDay, [date: string]>({
  key: cashCloseKeys.day,
  url: (date) => `/api/cash-close/${date}`,
  // Payments are recorded at the desk all day: the drawer is counted against the latest.
  staleTime: 0,
  // The page shows the failure itself, with "Reintentar".
  meta: { silent: true },
  keepPrevious: true,
});
