import { queryRoots } from "@/lib/query-keys";

/** Query keys of the families feature (guardians and their children); all start with "families". */
export const familyKeys = {
  all: queryRoots.families,
  searches: () => [...familyKeys.all, "search"] as const,
  search: (term: string) => [...familyKeys.searches(), term] as const,
  detail: (id: number) => [...familyKeys.all, "detail", id] as const,
  statement: (id: number) => [...familyKeys.all, "statement", id] as const,
  portalAccess: (id: number) => [...familyKeys.all, "portal-access", id] as const,
};
