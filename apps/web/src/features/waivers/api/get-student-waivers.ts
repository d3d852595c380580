import type { FeeWaiverResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** A late fee an admin waived for a student's month, and why. */
export type FeeWaiver = FeeWaiverResponse;

/** Every waiver key starts with "waivers": a new waiver makes them all stale. */
export const waiverKeys = {
  all: ["waivers"] as const,
  student: (studentId: number) => [...waiverKeys.all, "student", studentId] as const,
};

/** GET /api/students/{id}/fee-waivers: newest month first. */
export function getStudentWaivers(studentId: number, signal?: AbortSignal): Promise<FeeWaiver[]> {
  return api.get<FeeWaiver[]>(`/api/students/${studentId}/fee-waivers`, { signal });
}

export function useStudentWaivers(studentId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: waiverKeys.student(studentId ?? 0),
      queryFn: ({ signal }) => getStudentWaivers(studentId ?? 0, signal),
      enabled: studentId !== null,
      // What reads it (a note on a receipt, the waive buttons) works without it.
      meta: { silent: true },
    }),
  );
}

/** The month's waiver, if its late fee was waived. */
export function waiverOf(waivers: readonly FeeWaiver[] | undefined, month: string) {
  return waivers?.find((w) => w.month === month);
}
