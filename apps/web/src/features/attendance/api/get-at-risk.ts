import type { AtRiskStudent } from "@nova/domain";
import { apiRead } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/attendance/at-risk: 'Estudiantes en riesgo'. */
export const useAtRisk = apiRead<AtRiskStudent[]>({
  key: attendanceKeys.atRisk,
  url: "/api/attendance/at-risk",
  meta: { silent: true },
});
