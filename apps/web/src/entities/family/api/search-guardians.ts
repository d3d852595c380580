import type { GuardianResponse } from "@nova/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Page } from "@/lib/api-client";
import { familyKeys } from "../keys";

/** How many guardians the picker offers for a search. */
const PICKER_SIZE = 6;

/** GET /api/guardians?search=&page=1&size=6: the first matches by name, RUT or phone. */
export function searchGuardians(
  term: string,
  signal?: AbortSignal,
): Promise<Page<GuardianResponse>> {
  return api.getPage<GuardianResponse>("/api/guardians", {
    query: { search: term.trim(), page: 1, size: PICKER_SIZE },
    signal,
  });
}

export function guardianSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: familyKeys.search(term.trim()),
    queryFn: ({ signal }) => searchGuardians(term, signal),
    meta: { errorMessage: "Error al buscar apoderados" },
  });
}

/** Guardians matching a typed term (nothing is asked until two characters are typed). */
export function useGuardianSearch(term: string) {
  return useQuery({
    ...guardianSearchQueryOptions(term),
    enabled: term.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
