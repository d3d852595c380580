import type { MyTeachingResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/teachers/me: the signed-in teacher's classes, schedule and pay per month. */
const myTeachingQueryOptions = apiQuery<MyTeachingResponse>({
  key: attendanceKeys.mine,
  url: "/api/teachers/me",
  meta: { silent: true },
});

export function useMyTeaching() {
  return useQuery(myTeachingQueryOptions());
}
