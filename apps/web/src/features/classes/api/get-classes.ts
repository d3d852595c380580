import type { ClosedDaysResponse } from "@nova/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiQuery, apiRead } from "@/lib/api-query";
import type { DanceClass } from "../class";
import { type ClassListParams, classKeys } from "./keys";

/**
 * GET /api/classes?search=&type=&status=&day= (every match: a studio has tens of classes, and
 * the list's footer counts the active, scheduled and enrolled over all of them).
 */
const classesQueryOptions = apiQuery<DanceClass[], [params: ClassListParams]>({
  key: classKeys.list,
  url: "/api/classes",
  params: (params) => ({
    search: params.search.trim() || undefined,
    type: params.type || undefined,
    status: params.status || undefined,
    day: params.day || undefined,
  }),
  // The list shows its own error state with "Reintentar".
  meta: { silent: true },
});

export function useClasses(params: ClassListParams) {
  return useQuery({ ...classesQueryOptions(params), placeholderData: keepPreviousData });
}

/** What the weekly calendar shows: every active class. */
const CALENDAR_FILTER: ClassListParams = { search: "", type: "", status: "active", day: "" };

/** GET /api/classes?status=active: the calendar reads the list's query for that filter. */
export function useCalendarClasses() {
  return useQuery(classesQueryOptions(CALENDAR_FILTER));
}

/** GET /api/closed-days?from=&to=: the week's holidays and studio closures (no classes then). */
export const useClosedDays = apiRead<ClosedDaysResponse, [from: string, to: string]>({
  key: classKeys.closedDays,
  url: "/api/closed-days",
  params: (from, to) => ({ from, to }),
  keepPrevious: true,
  // The calendar still shows the classes without it; it says so below the grid.
  meta: { silent: true },
});
