import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { privacyKeys } from "./keys";

/** A student's health notes; `healthNotes` is absent for a role that may not see them. */
export interface HealthNotes {
  studentId: number;
  healthNotes?: string | null;
}

/** GET /api/students/{id}/health-notes: each read is written to the audit log. */
export function getHealthNotes(studentId: number, signal?: AbortSignal): Promise<HealthNotes> {
  return api.get<HealthNotes>(`/api/students/${studentId}/health-notes`, { signal });
}

export function healthNotesQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: privacyKeys.healthNotes(studentId),
    queryFn: ({ signal }) => getHealthNotes(studentId, signal),
    // Read on purpose (the "Mostrar" button), never again behind the person's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Reads the notes only once `enabled` (a person asked to see them). */
export function useHealthNotes(studentId: number, enabled: boolean) {
  return useQuery({ ...healthNotesQueryOptions(studentId), enabled });
}
