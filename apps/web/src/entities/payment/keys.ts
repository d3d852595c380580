import { queryRoots } from "@/lib/query-keys";

export interface PaymentListParams {
  month: string;
  /** Student id, or "" for every student. */
  student: string;
  /** A method, or "" for every method. */
  paymentMethod: string;
  /** "" for the live payments, "ANULADOS" for the voided ones (issue 36). */
  status?: string;
  page: number;
  size: number;
}

/** Query keys of the payments feature; every key starts with "payments". */
export const paymentKeys = {
  all: queryRoots.payments,
  lists: () => [...paymentKeys.all, "list"] as const,
  list: (params: PaymentListParams) => [...paymentKeys.lists(), params] as const,
  detail: (id: number) => [...paymentKeys.all, "detail", id] as const,
  /** Every month a student owes (last 12), priced as of today. */
  owed: (studentId: number) => [...paymentKeys.all, "owed", studentId] as const,
  /** One month of a student, e.g. a month in advance. */
  month: (studentId: number, month: string, asOf: string) =>
    [...paymentKeys.all, "month", studentId, month, asOf] as const,
  receipt: (id: number) => [...paymentKeys.all, "receipt", id] as const,
  /** The phone of the guardian who paid a receipt (where the receipt is sent). */
  payerPhone: (guardianId: number) => [...paymentKeys.all, "payer-phone", guardianId] as const,
  studentOptions: (search: string) => [...paymentKeys.all, "student-options", search] as const,
};
