/** Query keys of the payments feature; every key starts with "payments". */
export const paymentKeys = {
  all: ["payments"] as const,
  lists: () => [...paymentKeys.all, "list"] as const,
  list: (params: PaymentListParams) => [...paymentKeys.lists(), params] as const,
  detail: (id: number) => [...paymentKeys.all, "detail", id] as const,
  outstanding: (studentId: number, month: string, paymentDate: string) =>
    [...paymentKeys.all, "outstanding", studentId, month, paymentDate] as const,
  outstandingReport: (month: string) => [...paymentKeys.all, "outstanding-report", month] as const,
  studentOptions: (search: string) => [...paymentKeys.all, "student-options", search] as const,
  student: (id: number) => [...paymentKeys.all, "student", id] as const,
};

export interface PaymentListParams {
  month: string;
  /** Student id, or "" for every student. */
  student: string;
  /** A method, or "" for every method. */
  paymentMethod: string;
  page: number;
  size: number;
}
