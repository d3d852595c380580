import { type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL } from "./keys";

/**
 * GET of the family's own data with the portal's cookie: not retried, and a 401 (the access
 * ended) is said by the page ('Tu acceso al portal terminó'), not by a toast.
 */
export function usePortalQuery<T>(queryKey: QueryKey, path: string) {
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: ({ signal }) => api.get<T>(path, { signal, ...PORTAL_CALL }),
      retry: false,
      meta: { silentStatuses: [401] },
    }),
  );
}
