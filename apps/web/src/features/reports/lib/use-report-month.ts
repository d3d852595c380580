import { isValidMonth } from "@nova/domain";
import { useStudioToday } from "@/lib/studio-today";
import { useListParams } from "@/lib/use-list-params";

/** The month chosen in the URL (`?month=`), else this month in the studio's calendar. */
export function useReportMonth() {
  const { month: current } = useStudioToday();
  const params = useListParams({ month: "" });
  const month = isValidMonth(params.filters.month) ? params.filters.month : current;
  const setMonth = (value: string) => params.setFilter("month", value === current ? "" : value);
  return { current, month, setMonth };
}
