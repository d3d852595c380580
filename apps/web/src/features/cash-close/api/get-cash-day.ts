import type { CashCloseResponse } from "@nova/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cashCloseKeys } from "./keys";

/** A day's takings by method, and its close once closed. */
export type CashDay = CashCloseResponse;

/** GET /api/cash-close/{date}. */
export function getCashDay(date: string, signal?: AbortSignal): Promise<CashDay> {
  return api.get<CashDay>(`/api/cash-close/${date}`, { signal });
}

export function cashDayQueryOptions(date: string) {
  return queryOptions({
    queryKey: cashCloseKeys.day(date),
    queryFn: ({ signal }) => getCashDay(date, signal),
    // Payments are recorded at the desk all day: the drawer is counted against the latest.
    staleTime: 0,
    // The page shows the failure itself, with "Reintentar".
    meta: { silent: true },
  });
}

/** The day's takings; the day shown stays while another loads. */
export function useCashDay(date: string) {
  return useQuery({ ...cashDayQueryOptions(date), placeholderData: keepPreviousData });
}
