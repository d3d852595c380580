import type { ConversionRow } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trialRequestKeys } from "./keys";

/** GET /api/trial-requests/conversion?from&to (months). */
export function getConversion(from: string, to: string, signal?: AbortSignal) {
  return api.get<ConversionRow[]>("/api/trial-requests/conversion", {
    signal,
    query: { from, to },
  });
}

export function useConversion(from: string, to: string) {
  return useQuery({
    queryKey: trialRequestKeys.conversion(from, to),
    queryFn: ({ signal }) => getConversion(from, to, signal),
  });
}
