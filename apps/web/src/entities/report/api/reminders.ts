import type { PaymentReminderResponse, ReminderScope, RemindersResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reportKeys } from "../keys";

export type PaymentReminder = PaymentReminderResponse;

/**
 * GET /api/reminders: one payment reminder per payer, text and WhatsApp link made by the
 * server (issue 36). Under the reports' key, so a payment or a waiver refreshes it.
 */
export function remindersQueryOptions(params: {
  scope: ReminderScope;
  month?: string;
  studentId?: number;
}) {
  const search = new URLSearchParams({ scope: params.scope });
  if (params.month) search.set("month", params.month);
  if (params.studentId !== undefined) search.set("studentId", String(params.studentId));
  return queryOptions({
    queryKey: reportKeys.reminders(params.scope, params.month ?? null, params.studentId ?? null),
    queryFn: ({ signal }) =>
      api.get<RemindersResponse>(`/api/reminders?${search.toString()}`, { signal }),
    meta: { errorMessage: "Error al cargar los recordatorios", silent: true },
  });
}

export function useReminders(params: Parameters<typeof remindersQueryOptions>[0]) {
  return useQuery(remindersQueryOptions(params));
}

/** The reminder that names a student (due or upcoming), by student id. */
export function remindersByStudent(
  reminders: readonly PaymentReminder[] | undefined,
): Map<number, PaymentReminder> {
  const byStudent = new Map<number, PaymentReminder>();
  for (const r of reminders ?? []) {
    for (const s of [...r.students, ...r.upcoming]) byStudent.set(s.studentId, r);
  }
  return byStudent;
}
