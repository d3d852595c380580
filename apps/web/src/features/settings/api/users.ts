import type {
  UserCreateInput,
  UserResponse,
  UserUpdateInput,
  UserWithPasswordResponse,
} from "@nova/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const userKeys = { all: ["users"] as const };

/** GET /api/users: every console account, for the users-and-security tab. */
export function useUsers() {
  return useQuery({
    queryKey: userKeys.all,
    queryFn: ({ signal }) => api.get<UserResponse[]>("/api/users", { signal }),
    meta: { silent: true },
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

/** POST /api/users: the answer carries the generated first password, shown once. */
export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: UserCreateInput) => api.post<UserWithPasswordResponse>("/api/users", input),
    onSuccess: refresh,
  });
}

/** PUT /api/users/{id}: a new role, or the account turned off (its sessions end) or on. */
export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UserUpdateInput }) =>
      api.put<UserResponse>(`/api/users/${id}`, change),
    // A refusal usually means the list is stale (another admin changed an account): reload it.
    onSettled: refresh,
  });
}

/** POST /api/users/{id}/reset-password: a new generated password, shown once. */
export function useResetUserPassword() {
  return useMutation({
    mutationFn: (id: number) =>
      api.post<UserWithPasswordResponse>(`/api/users/${id}/reset-password`),
  });
}
