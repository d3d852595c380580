import type { UserResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { queryRoots } from "./query-keys";

/**
 * The console's accounts, read by two features (settings lists and edits them, the activity
 * trail filters by them): one fetch under one key, kept here beside the settings.
 */
export const userKeys = { all: queryRoots.users };

/** GET /api/users: every console account. */
export function getUsers(signal?: AbortSignal): Promise<UserResponse[]> {
  return api.get<UserResponse[]>("/api/users", { signal });
}

export function usersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.all,
    queryFn: ({ signal }) => getUsers(signal),
    meta: { silent: true },
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
