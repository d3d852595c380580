import type { PaymentResponse } from "@nova/domain";
import { studentKeys } from "@/entities/student";
import { apiPageRead } from "@/lib/api-query";

/** A payment as the API sends it (docs/product/data.md#payment). */
export type StudentPayment = PaymentResponse;

/** How many of the latest payments the student screen lists. */
export const STUDENT_PAYMENT_HISTORY_SIZE = 10;

/** GET /api/payments?student={id}: the latest payments, newest first, and how many there are. */
export const useStudentPayments = apiPageRead<StudentPayment, [id: number]>({
  key: studentKeys.payments,
  url: "/api/payments",
  params: (id) => ({ student: id, page: 1, size: STUDENT_PAYMENT_HISTORY_SIZE }),
  meta: { silent: true },
});
