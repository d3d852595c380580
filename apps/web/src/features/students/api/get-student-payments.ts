import type { PaymentResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { studentKeys } from "@/entities/student";
import { apiPageQuery } from "@/lib/api-query";

/** A payment as the API sends it (docs/product/data.md#payment). */
export type StudentPayment = PaymentResponse;

/** How many of the latest payments the student screen lists. */
export const STUDENT_PAYMENT_HISTORY_SIZE = 10;

/** GET /api/payments?student={id}: the latest payments, newest first, and how many there are. */
const studentPaymentsQueryOptions = apiPageQuery<StudentPayment, [id: number]>({
  key: studentKeys.payments,
  url: "/api/payments",
  params: (id) => ({ student: id, page: 1, size: STUDENT_PAYMENT_HISTORY_SIZE }),
  meta: { silent: true },
});

export function useStudentPayments(id: number) {
  return useQuery(studentPaymentsQueryOptions(id));
}
