import type { UserResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "./api-query";
import { queryRoots } from "./query-keys";

/**
 * The console's accounts, read by two features (settings lists and edits them, the activity
 * trail filters by them): one fetch under one key, kept here beside the settings.
 */
export const userKeys = { all: queryRoots.users };

/** GET /api/users: every console account. */
const usersQueryOptions = apiQuery<UserResponse[]>({
  key: () => userKeys.all,
  url: "/api/users",
  meta: { silent: true },
});

export function useUsers() {
  return useQuery(usersQueryOptions());
}
