import type { AttendanceSavedResponse, AttendanceStatus } from "@nova/domain";
import { api } from "@/lib/api-client";

/** One mark waiting on the phone to be sent, with the key that makes its retries harmless. */
export interface PendingMark {
  key: string;
  classId: number;
  date: string;
  start: string;
  studentId: number;
  status: AttendanceStatus;
  note: string | null;
  queuedAt: string;
  /** Shown while a visitor (make-up) waits to be sent: she is not on the session's list yet. */
  studentName?: string;
  /**
   * A trial visitor's mark (her request becomes Asistió / No asistió): set instead of a
   * student, whose id is then 0.
   */
  trialRequestId?: number;
}

/** PUT /api/sessions/{classId}/{date}/attendance?start=: one student's mark, idempotent. */
export function saveMark(mark: PendingMark): Promise<AttendanceSavedResponse> {
  const body =
    mark.trialRequestId === undefined
      ? { marks: [{ studentId: mark.studentId, status: mark.status, note: mark.note }] }
      : { marks: [], trials: [{ trialRequestId: mark.trialRequestId, status: mark.status }] };
  return api.put<AttendanceSavedResponse>(
    `/api/sessions/${mark.classId}/${mark.date}/attendance`,
    body,
    { query: { start: mark.start }, idempotencyKey: mark.key },
  );
}
