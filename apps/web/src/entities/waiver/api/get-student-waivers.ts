import type { FeeWaiverResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { waiverKeys } from "./keys";

/** A late fee an admin waived for a student's month, and why. */
export type FeeWaiver = FeeWaiverResponse;

/** GET /api/students/{id}/fee-waivers: newest month first. */
export function getStudentWaivers(studentId: number, signal?: AbortSignal): Promise<FeeWaiver[]> {
  return api.get<FeeWaiver[]>(`/api/students/${studentId}/fee-waivers`, { signal });
}

export function studentWaiversQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: waiverKeys.student(studentId),
    queryFn: ({ signal }) => getStudentWaivers(studentId, signal),
    // What reads it (a note on a receipt, the waive buttons) works without it.
    meta: { silent: true },
  });
}

export function useStudentWaivers(studentId: number | null) {
  return useQuery({ ...studentWaiversQueryOptions(studentId ?? 0), enabled: studentId !== null });
}

/** The month's waiver, if its late fee was waived. */
export function waiverOf(waivers: readonly FeeWaiver[] | undefined, month: string) {
  return waivers?.find((w) => w.month === month);
}
