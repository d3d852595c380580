import type { EnrollmentPreviewResponse } from "@nova/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

/**
 * GET /api/enrollments/preview: what enrolling in a class from a day would charge (issue 36),
 * computed by the server's ledger. `studentId` null: a new student (a trial request).
 */
export function useEnrollmentPreview(
  params: { classId: number; startDate: string; studentId: number | null },
  enabled: boolean,
) {
  const query = new URLSearchParams({
    classId: String(params.classId),
    startDate: params.startDate,
    ...(params.studentId === null ? {} : { studentId: String(params.studentId) }),
  });
  return useQuery({
    // Under the students' root: an enrollment, a payment or a settings change refreshes it.
    queryKey: [...queryRoots.students, "enrollment-preview", params],
    queryFn: () => api.get<EnrollmentPreviewResponse>(`/api/enrollments/preview?${query}`),
    enabled: enabled && /^\d{4}-\d{2}-\d{2}$/.test(params.startDate),
    // A new start date keeps the last figure on screen (dimmed) until its own arrives: the
    // line does not shrink to 'Calculando…' and back, moving the dialog's buttons under the hand.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The line every enroll dialog shows before confirming: "Primer mes (diciembre 2026): $24.890,
 * proporcional… · Matrícula 2026: $20.000 · Total a cobrar: $44.890", as the server says it.
 */
export function EnrollmentPreview({
  classId,
  startDate,
  studentId,
  enabled = true,
}: {
  classId: number;
  startDate: string;
  studentId: number | null;
  enabled?: boolean;
}) {
  const preview = useEnrollmentPreview({ classId, startDate, studentId }, enabled);
  return (
    <section
      aria-label="Lo que se cobrará"
      aria-live="polite"
      aria-busy={preview.isFetching}
      // Room for the usual two lines of the figure, so its arrival does not push the buttons.
      className="min-h-[4.75rem] rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm"
    >
      <p className="font-medium text-ink">Lo que se cobrará</p>
      {preview.isPending ? (
        <p className="text-ink-muted">Calculando…</p>
      ) : preview.isError ? (
        <p role="alert" className="text-danger-text">
          {preview.error instanceof Error ? preview.error.message : "No se pudo calcular el cobro"}
        </p>
      ) : (
        <p className={preview.isPlaceholderData ? "text-ink-muted" : "text-ink"}>
          {preview.data.summary}
        </p>
      )}
    </section>
  );
}
