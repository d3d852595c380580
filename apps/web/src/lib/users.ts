import type { UserResponse } from "@nova/domain";
import { apiRead } from "./api-query";
import { queryRoots } from "./query-keys";

/**
 * The console's accounts, read by two features (settings lists and edits them, the activity
 * trail filters by them): one fetch under one key, kept here beside the settings.
 */
export const userKeys = { all: queryRoots.users };

/** GET /api/users: every console account. */
export const useUsers = apiRead<UserResponse[]>({
  key: () => userKeys.all,
  url: "/api/users",
  meta: { silent: true },
});
