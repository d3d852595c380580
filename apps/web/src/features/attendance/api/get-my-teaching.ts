import type { MyTeachingResponse } from "@nova/domain";
import { apiRead } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/teachers/me: the signed-in teacher's classes, schedule and pay per month. */
export const useMyTeaching = apiRead<MyTeachingResponse>({
  key: attendanceKeys.mine,
  url: "/api/teachers/me",
  meta: { silent: true },
});
