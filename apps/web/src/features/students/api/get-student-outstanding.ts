import type { StudentUnpaidMonthsResponse } from "@nova/domain";
import { studentKeys } from "@/entities/student";
import { apiRead } from "@/lib/api-query";

/** Every month the student still owes, oldest first, each with its classes and surcharges. */
export type StudentUnpaidMonths = StudentUnpaidMonthsResponse;

/** GET /api/students/{id}/outstanding-payments: the unpaid months of the last 12. */
export const useStudentUnpaidMonths = apiRead<StudentUnpaidMonths, [id: number]>({
  key: studentKeys.outstanding,
  url: (id) => `/api/students/${id}/outstanding-payments`,
  // The card shows the failure itself, with "Reintentar".
  meta: { silent: true },
});
