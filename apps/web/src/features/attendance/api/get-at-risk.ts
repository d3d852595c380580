import type { AtRiskStudent } from "@nova/domain";
import { apiQuery } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/attendance/at-risk: 'Estudiantes en riesgo'. */
export const useAtRisk = apiQuery<AtRiskStudent[]>({
  key: attendanceKeys.atRisk,
  url: () => "/api/attendance/at-risk",
  meta: { silent: true },
}).use;
