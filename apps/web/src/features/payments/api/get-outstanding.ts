import { api, isApiError } from "@/lib/api-client";
import type { StudentOutstanding } from "../payment";

/**
 * GET /api/students/{id}/outstanding-payments/{month}?paymentDate=: the classes owed for the
 * month, priced (surcharge included) as the server will price a payment made on that date.
 * A 404 means nothing is owed (docs/product/api.md#calls).
 */
export async function getOutstanding(
  studentId: number,
  month: string,
  paymentDate: string,
  signal?: AbortSignal,
): Promise<StudentOutstanding> {
  try {
    return await api.get<StudentOutstanding>(
      `/api/students/${studentId}/outstanding-payments/${month}`,
      { query: { paymentDate }, signal },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.errorType !== "STUDENT_NOT_FOUND") {
      return {
        month,
        hasOutstandingPayments: false,
        outstandingPayments: [],
        totalOutstandingAmount: 0,
      };
    }
    throw error;
  }
}
