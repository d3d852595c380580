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
  /** Only the payers of these students: a page of a report asks for its own rows' reminders. */
  studentIds?: readonly number[];
}) {
  const search = new URLSearchParams({ scope: params.scope });
  if (params.month) search.set("month", params.month);
  if (params.studentId !== undefined) search.set("studentId", String(params.studentId));
  const students = params.studentIds
    ? [...params.studentIds].sort((a, b) => a - b).join(",")
    : null;
  if (students) search.set("studentIds", students);
  return queryOptions({
    queryKey: reportKeys.reminders(
      params.scope,
      params.month ?? null,
      params.studentId ?? null,
      students,
    ),
    queryFn: ({ signal }) =>
      api.get<RemindersResponse>(`/api/reminders?${search.toString()}`, { signal }),
    // A page with no rows has no reminders to ask for.
    enabled: params.studentIds === undefined || params.studentIds.length > 0,
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
