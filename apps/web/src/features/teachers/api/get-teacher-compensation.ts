import type {
  CompensationClassReportResponse,
  CompensationPayerResponse,
  TeacherCompensationResponse,
} from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { teacherKeys } from "./keys";

/**
 * A student who paid one of her classes in the month: the API's payer, read leniently because
 * older servers named the amount differently.
 */
export type CompensationPayer = Omit<CompensationPayerResponse, "amount"> & {
  paidAmount?: number;
  amount?: number;
  paymentAmount?: number;
  amountPaid?: number;
};

export type CompensationClassReport = CompensationClassReportResponse;

/** Her compensation for one month (docs/product/data.md#teacher-compensation-report "Teacher compensation report"). */
export type TeacherCompensation = TeacherCompensationResponse;

/** What a payer paid: paidAmount, amount, paymentAmount or amountPaid, the first present (docs/product/screens.md#teacher-detail). */
export function payerAmount(payer: CompensationPayer): number {
  return payer.paidAmount ?? payer.amount ?? payer.paymentAmount ?? payer.amountPaid ?? 0;
}

/** GET /api/reports/teacher-compensation/{teacherId}/{month}. */
export function getTeacherCompensation(
  teacherId: number,
  month: string,
  signal?: AbortSignal,
): Promise<TeacherCompensation> {
  return api.get<TeacherCompensation>(`/api/reports/teacher-compensation/${teacherId}/${month}`, {
    signal,
  });
}

export function teacherCompensationQueryOptions(teacherId: number, month: string) {
  return queryOptions({
    queryKey: teacherKeys.compensation(teacherId, month),
    queryFn: ({ signal }) => getTeacherCompensation(teacherId, month, signal),
    meta: { errorMessage: "No se pudo cargar la compensación de la profesora" },
  });
}

/** Her compensation for `month`; nothing is asked while no month is chosen. */
export function useTeacherCompensation(teacherId: number, month: string) {
  return useQuery({ ...teacherCompensationQueryOptions(teacherId, month), enabled: month !== "" });
}
