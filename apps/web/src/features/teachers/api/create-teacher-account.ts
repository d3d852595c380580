import type { UserWithPasswordResponse } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { userKeys } from "@/lib/users";

/** POST /api/users with role TEACHER: her login, tied to her record; the password shown once. */
export function createTeacherAccount(input: {
  teacherId: number;
  username: string;
  name: string;
  email: string | null;
}): Promise<UserWithPasswordResponse> {
  return api.post<UserWithPasswordResponse>("/api/users", { ...input, role: "TEACHER" });
}

export function useCreateTeacherAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeacherAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
