/** Query keys of the cash close; every key starts with "cash-close". */
export const cashCloseKeys = {
  all: ["cash-close"] as const,
  list: () => [...cashCloseKeys.all, "list"] as const,
  day: (date: string) => [...cashCloseKeys.all, "day", date] as const,
};
