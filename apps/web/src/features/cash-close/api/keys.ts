import { queryRoots } from "@/lib/query-keys";

/** Query keys of the cash close; every key starts with "cash-close". */
export const cashCloseKeys = {
  all: queryRoots.cashClose,
  list: () => [...cashCloseKeys.all, "list"] as const,
  day: (date: string) => [...cashCloseKeys.all, "day", date] as const,
};
