import type { ReceiptResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { studentKeys } from "@/entities/student";
import { api } from "@/lib/api-client";

/** GET /api/receipts?studentId=: her receipts, newest first, voided lines kept and marked. */
export function useStudentReceipts(studentId: number) {
  return useQuery({
    queryKey: studentKeys.receipts(studentId),
    queryFn: ({ signal }) =>
      api.get<ReceiptResponse[]>("/api/receipts", { query: { studentId }, signal }),
    meta: { silent: true },
  });
}
