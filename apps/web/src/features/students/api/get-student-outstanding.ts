import type { StudentUnpaidMonthsResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { studentKeys } from "@/entities/student";
import { apiQuery } from "@/lib/api-query";

/** Every month the student still owes, oldest first, each with its classes and surcharges. */
export type StudentUnpaidMonths = StudentUnpaidMonthsResponse;

/** GET /api/students/{id}/outstanding-payments: the unpaid months of the last 12. */
const studentUnpaidMonthsQueryOptions = apiQuery<StudentUnpaidMonths, [id: number]>({
  key: studentKeys.outstanding,
  url: (id) => `/api/students/${id}/outstanding-payments`,
  // The card shows the failure itself, with "Reintentar".
  meta: { silent: true },
});

export function useStudentUnpaidMonths(id: number) {
  return useQuery(studentUnpaidMonthsQueryOptions(id));
}
