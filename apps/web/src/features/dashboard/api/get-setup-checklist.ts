import type { SetupChecklist } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./keys";

/** GET /api/settings/setup: what a new studio still has to set up (admins only). */
export function getSetupChecklist(signal?: AbortSignal): Promise<SetupChecklist> {
  return api.get<SetupChecklist>("/api/settings/setup", { signal });
}

export function useSetupChecklist(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.setup(),
    queryFn: ({ signal }) => getSetupChecklist(signal),
    enabled,
    meta: { silent: true },
  });
}
