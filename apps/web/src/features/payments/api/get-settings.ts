import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { StudioSettings } from "../payment";
import { paymentKeys } from "./payment-keys";

/** GET /api/settings: the studio's name and contact for the receipt. */
export function useStudioSettings() {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.settings(),
      queryFn: ({ signal }) => api.get<StudioSettings>("/api/settings", { signal }),
      meta: { errorMessage: "Error al cargar la configuración" },
      staleTime: 5 * 60_000,
    }),
  );
}
