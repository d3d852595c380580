import type { WaitlistResponse } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { invalidateKeys, queryRoots } from "@/lib/query-keys";
import { classKeys } from "./keys";

/** GET /api/classes/{id}/waitlist: who waits, in order, and whom to offer a free seat. */
export const useClassWaitlist = apiRead<WaitlistResponse, [id: number]>({
  key: classKeys.waitlist,
  url: (id) => `/api/classes/${id}/waitlist`,
  meta: { errorMessage: "Error al cargar la lista de espera" },
});

/** POST /api/classes/{id}/waitlist/{entryId}: offer her the seat (held), or take her off. */
export function useWaitlistAction(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, action }: { entryId: number; action: "offer" | "remove" }) =>
      api.post<WaitlistResponse>(`/api/classes/${classId}/waitlist/${entryId}`, { action }),
    onSuccess: (answer) => {
      queryClient.setQueryData(classKeys.waitlist(classId), answer);
      return invalidateKeys(queryClient, [queryRoots.trialRequests]);
    },
  });
}

/** POST /api/classes/{id}/waitlist: staff add a person by hand, last in the order. */
export function useAddToWaitlist(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: { name: string; phone: string; guardianName: string | null }) =>
      api.post<WaitlistResponse>(`/api/classes/${classId}/waitlist`, person),
    meta: { successMessage: "Agregada a la lista de espera" },
    onSuccess: (answer) => {
      queryClient.setQueryData(classKeys.waitlist(classId), answer);
    },
  });
}
