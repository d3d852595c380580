import type {
  UserCreateInput,
  UserResponse,
  UserUpdateInput,
  UserWithPasswordResponse,
} from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useApiWrite } from "@/lib/api-write";
import { userKeys } from "@/lib/users";

// The list itself is read through lib/users.ts (the activity trail reads it too).

/** PUT /api/users/{id}: a new role, or the account turned off (its sessions end) or on. */
export function updateUser(id: number, change: UserUpdateInput): Promise<UserResponse> {
  return api.put<UserResponse>(`/api/users/${id}`, change);
}

/** POST /api/users/{id}/reset-password: a new generated password, shown once. */
export function resetUserPassword(id: number): Promise<UserWithPasswordResponse> {
  return api.post<UserWithPasswordResponse>(`/api/users/${id}/reset-password`);
}

/** POST /api/users: the answer carries the generated first password, shown once. */
export function useCreateUser() {
  return useApiWrite({
    send: (input: UserCreateInput) => api.post<UserWithPasswordResponse>("/api/users", input),
    stale: [userKeys.all],
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UserUpdateInput }) => updateUser(id, change),
    // A refusal usually means the list is stale (another admin changed an account): reload it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
