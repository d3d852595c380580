import type { AtRiskStudent } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { attendanceKeys } from "./keys";

/** GET /api/attendance/at-risk: 'Estudiantes en riesgo'. */
export function getAtRisk(signal?: AbortSignal): Promise<AtRiskStudent[]> {
  return api.get<AtRiskStudent[]>("/api/attendance/at-risk", { signal });
}

export function atRiskQueryOptions() {
  return queryOptions({
    queryKey: attendanceKeys.atRisk(),
    queryFn: ({ signal }) => getAtRisk(signal),
    meta: { silent: true },
  });
}

export function useAtRisk() {
  return useQuery(atRiskQueryOptions());
}
