import { queryRoots } from "@/lib/query-keys";

/** Query keys of the families' inbox; every key starts with "inbox". */
export const inboxKeys = {
  all: queryRoots.inbox,
  transfers: () => [...inboxKeys.all, "transfer-notices"] as const,
  corrections: () => [...inboxKeys.all, "correction-requests"] as const,
  credits: (from: string) => [...inboxKeys.all, "online-credits", from] as const,
};
