import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { paymentKeys } from "@/entities/payment";
import { studentQueryOptions } from "@/entities/student";
import { api } from "@/lib/api-client";
import type { PaymentStudent } from "../payment";

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

export function studentOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: paymentKeys.studentOptions(search.trim()),
    queryFn: ({ signal }) => getStudentOptions(search, signal),
    meta: { errorMessage: "Error al cargar la lista de estudiantes" },
  });
}

export function useStudentOptions(search: string, enabled: boolean) {
  return useQuery({
    ...studentOptionsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * The chosen student (name, and the data the missing-data warning checks): the students
 * feature's own query, so the payment screens and the student's page share one cache entry.
 */
export function usePaymentStudent(id: number | null) {
  return useQuery({
    ...studentQueryOptions(id ?? 0),
    enabled: id !== null,
    meta: { errorMessage: "Error al cargar la lista de estudiantes" },
  });
}
