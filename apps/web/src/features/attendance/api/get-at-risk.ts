import type { AtRiskStudent } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/attendance/at-risk: 'Estudiantes en riesgo'. */
const atRiskQueryOptions = apiQuery<AtRiskStudent[]>({
  key: attendanceKeys.atRisk,
  url: "/api/attendance/at-risk",
  meta: { silent: true },
});

export function useAtRisk() {
  return useQuery(atRiskQueryOptions());
}
