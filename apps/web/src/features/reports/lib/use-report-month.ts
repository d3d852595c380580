import { isValidMonth } from "@nova/domain";
import { useStudioToday } from "@/lib/studio-today";
import { type ListParams, useListParams } from "@/lib/use-list-params";

/**
 * A report's month kept in the URL under `key`: a valid month there, else `current` (this
 * month in the studio's calendar), which is the default and so left out of the URL.
 */
export function monthParam<F extends string>(
  params: Pick<ListParams<F>, "filters" | "setFilter">,
  key: F,
  current: string,
) {
  const value = params.filters[key];
  return {
    month: isValidMonth(value) ? value : current,
    setMonth: (month: string) => params.setFilter(key, month === current ? "" : month),
  };
}

/** The month chosen in the URL (`?month=`), else this month in the studio's calendar. */
export function useReportMonth() {
  const { month: current } = useStudioToday();
  const params = useListParams({ month: "" });
  return { current, ...monthParam(params, "month", current) };
}
