import type { ClassResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/classes?status=active, unpaged: every class the weekly calendar shows. */
export function useCalendarClasses() {
  return useQuery({
    queryKey: ["classes", "calendar"],
    queryFn: ({ signal }) =>
      api.get<ClassResponse[]>("/api/classes", { query: { status: "active" }, signal }),
    meta: { silent: true },
  });
}
