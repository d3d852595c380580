import type { SetupChecklist } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { dashboardKeys } from "./keys";

/** GET /api/settings/setup: what a new studio still has to set up (admins only). */
const setupChecklistQuery = apiQuery<SetupChecklist>({
  key: dashboardKeys.setup,
  url: "/api/settings/setup",
  meta: { silent: true },
});

export function useSetupChecklist(enabled: boolean) {
  return useQuery({ ...setupChecklistQuery(), enabled });
}
