import type { PasswordChangeInput } from "@nova/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * PUT /api/auth/password: the signed-in user's own password. The server ends their other
 * sessions and keeps this one, so nothing changes here after it succeeds.
 */
export function changePassword(input: PasswordChangeInput): Promise<void> {
  return api.put<void>("/api/auth/password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
