import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PaymentStudent } from "../payment";
import { paymentKeys } from "./payment-keys";

/** How many matches the student picker offers at once. */
export const STUDENT_OPTIONS_SIZE = 8;

/** GET /api/students?search=&size=: the students the picker offers for what was typed. */
export function getStudentOptions(search: string, signal?: AbortSignal): Promise<PaymentStudent[]> {
  return api
    .getPage<PaymentStudent>("/api/students", {
      query: { search: search.trim(), page: 1, size: STUDENT_OPTIONS_SIZE },
      signal,
    })
    .then((page) => page.items);
}

export function useStudentOptions(search: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.studentOptions(search.trim()),
      queryFn: ({ signal }) => getStudentOptions(search, signal),
      enabled,
      placeholderData: keepPreviousData,
      meta: { errorMessage: "Error al cargar la lista de estudiantes" },
    }),
  );
}

/** GET /api/students/{id}: the chosen student (name, and the data the warning checks). */
export function usePaymentStudent(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.student(id ?? 0),
      queryFn: ({ signal }) => api.get<PaymentStudent>(`/api/students/${id}`, { signal }),
      enabled: id !== null,
      meta: { errorMessage: "Error al cargar la lista de estudiantes" },
    }),
  );
}
