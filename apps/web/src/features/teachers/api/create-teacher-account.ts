import type { UserWithPasswordResponse } from "@nova/domain";
import { api } from "@/lib/api-client";
import { useApiWrite } from "@/lib/api-write";
import { userKeys } from "@/lib/users";

/** POST /api/users with role TEACHER: her login, tied to her record; the password shown once. */
export function useCreateTeacherAccount() {
  return useApiWrite({
    send: (input: { teacherId: number; username: string; name: string; email: string | null }) =>
      api.post<UserWithPasswordResponse>("/api/users", { ...input, role: "TEACHER" }),
    stale: [userKeys.all],
  });
}
