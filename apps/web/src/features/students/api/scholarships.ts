import type { ScholarshipInput, ScholarshipResponse } from "@nova/domain";
import { studentKeys } from "@/entities/student";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";
import { PAYMENT_SHOWN_IN } from "@/lib/query-keys";

export type Scholarship = ScholarshipResponse;

/** GET /api/students/{id}/scholarships: newest first, ended ones included. */
export const useStudentScholarships = apiRead<Scholarship[], [studentId: number]>({
  key: studentKeys.scholarships,
  url: (studentId) => `/api/students/${studentId}/scholarships`,
});

// A scholarship changes what her months cost wherever they are priced (the balance, the
// payment form, the reports, the family statement): the same keys a payment touches.
export function useAddScholarship(studentId: number) {
  return useApiWrite({
    send: (input: ScholarshipInput) =>
      api.post<Scholarship>(`/api/students/${studentId}/scholarships`, input),
    successMessage: "Beca agregada",
    stale: PAYMENT_SHOWN_IN,
  });
}

export function useEndScholarship(studentId: number) {
  return useApiWrite({
    send: ({ id, reason, voidAll }: { id: number; reason: string; voidAll: boolean }) =>
      api.delete<Scholarship>(`/api/students/${studentId}/scholarships/${id}`, {
        reason,
        voidAll,
      }),
    successMessage: "Beca terminada",
    stale: PAYMENT_SHOWN_IN,
  });
}
