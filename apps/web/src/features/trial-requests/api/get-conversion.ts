import type { ConversionRow } from "@nova/domain";
import { apiRead } from "@/lib/api-query";
import { trialRequestKeys } from "./keys";

/** GET /api/trial-requests/conversion?from&to (months). */
export const useConversion = apiRead<ConversionRow[], [from: string, to: string]>({
  key: trialRequestKeys.conversion,
  url: "/api/trial-requests/conversion",
  params: (from, to) => ({ from, to }),
});
