import type { ReceiptResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { studentKeys } from "@/entities/student";
import { apiQuery } from "@/lib/api-query";

/** GET /api/receipts?studentId=: her receipts, newest first, voided lines kept and marked. */
const studentReceiptsQueryOptions = apiQuery<ReceiptResponse[], [studentId: number]>({
  key: studentKeys.receipts,
  url: "/api/receipts",
  params: (studentId) => ({ studentId }),
  meta: { silent: true },
});

export function useStudentReceipts(studentId: number) {
  return useQuery(studentReceiptsQueryOptions(studentId));
}
