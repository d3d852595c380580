import type { ReceiptResponse } from "@nova/domain";
import { studentKeys } from "@/entities/student";
import { apiRead } from "@/lib/api-query";

/** GET /api/receipts?studentId=: her receipts, newest first, voided lines kept and marked. */
export const useStudentReceipts = apiRead<ReceiptResponse[], [studentId: number]>({
  key: studentKeys.receipts,
  url: "/api/receipts",
  params: (studentId) => ({ studentId }),
  meta: { silent: true },
});
