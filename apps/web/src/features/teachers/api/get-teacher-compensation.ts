import type {
  CompensationClassReportResponse,
  CompensationPayerResponse,
  TeacherCompensationResponse,
} from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
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
const teacherCompensationQueryOptions = apiQuery<
  TeacherCompensation,
  [teacherId: number, month: string]
>({
  key: teacherKeys.compensation,
  url: (teacherId, month) => `/api/reports/teacher-compensation/${teacherId}/${month}`,
  meta: { errorMessage: "No se pudo cargar la compensación de la profesora" },
});

/** Her compensation for `month`; nothing is asked while no month is chosen. */
export function useTeacherCompensation(teacherId: number, month: string) {
  return useQuery({ ...teacherCompensationQueryOptions(teacherId, month), enabled: month !== "" });
}
