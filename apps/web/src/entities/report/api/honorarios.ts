import type {
  HonorariosRecordInput,
  HonorariosReportResponse,
  HonorariosYearResponse,
  TeacherHonorariosResponse,
} from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { queryRoots } from "@/lib/query-keys";
import { reportKeys } from "../keys";

/** GET /api/honorarios/{month}: gross, retention, net and boleta of each teacher (admins). */
export const useHonorarios = apiRead<HonorariosReportResponse, [month: string]>({
  key: reportKeys.honorarios,
  url: (month) => `/api/honorarios/${month}`,
  meta: { silent: true },
});

/** GET /api/honorarios/year/{year}: the DJ 1879 and F29 figures of the boletas paid in it. */
export function getHonorariosYear(year: number): Promise<HonorariosYearResponse> {
  return api.get<HonorariosYearResponse>(`/api/honorarios/year/${year}`);
}

/** PUT /api/honorarios/{teacherId}/{month}: the boleta's number and the payment date. */
export function useRecordHonorarios(month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teacherId, body }: { teacherId: number; body: HonorariosRecordInput }) =>
      api.put<HonorariosReportResponse["teachers"][number]>(
        `/api/honorarios/${teacherId}/${month}`,
        body,
      ),
    meta: { successMessage: "Boleta de honorarios registrada" },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.honorarios(month) });
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.teachers, "honorarios"] });
    },
  });
}

/** A teacher's months: her own (`me`) or, for an admin, any teacher's. */
export const useTeacherHonorarios = apiRead<TeacherHonorariosResponse, [teacherId: number | "me"]>({
  key: (teacherId) => [...queryRoots.teachers, "honorarios", teacherId] as const,
  url: (teacherId) => `/api/teachers/${teacherId}/honorarios`,
  meta: { silent: true },
});
