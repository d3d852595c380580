import {
  ADULT_AGE,
  TRIAL_STATUSES_ON_SESSION_LIST,
  type TrialStatus,
  trialStatusOfMark,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { idIn } from "../../db/sql-fragments.ts";
import { recordsOfIds } from "../../lib/db-helpers.ts";

// Trial visitors on a session's list (issues 27 and 28): the public page's requests for one
// class and day. Their mark is the request's status (Asistió / No asistió): a trial is free and
// leaves no attendance row, and a visitor is no student until 'Inscribir'.

/** A trial visitor as a session's list shows her. */
export interface SessionTrialRecord {
  trialRequestId: number;
  classId: number;
  name: string;
  age: number;
  emergencyContactPhone: string;
  status: TrialStatus;
}

/** The trial visitors of the given classes on `date`, in the order they asked. */
export const trialsOnSessions = recordsOfIds(
  (db, classIds, date: string) =>
    db
      .selectFrom("trial_requests")
      .select(["id", "class_id", "name", "age", "phone", "guardian_phone", "status"])
      .where(idIn(db, "class_id", [...classIds]))
      .where("session_date", "=", date)
      .where("waitlist", "=", 0)
      .where("status", "in", [...TRIAL_STATUSES_ON_SESSION_LIST])
      .orderBy("id"),
  (r): SessionTrialRecord => ({
    trialRequestId: r.id,
    classId: r.class_id,
    name: r.name,
    age: r.age,
    emergencyContactPhone: r.age < ADULT_AGE && r.guardian_phone ? r.guardian_phone : r.phone,
    status: r.status as TrialStatus,
  }),
);

/**
 * Writes a teacher's mark into the request: Asistió (with when) or No asistió. Only while the
 * request still stands on the list with the status it was read with; false otherwise (the
 * inbox moved it meanwhile).
 */
export async function markTrialVisit(
  db: Database,
  trial: Pick<SessionTrialRecord, "trialRequestId" | "status">,
  mark: "PRESENT" | "ABSENT",
  at: string,
): Promise<boolean> {
  const status = trialStatusOfMark(mark);
  const result = await db
    .updateTable("trial_requests")
    .set({ status, attended_at: status === "ATTENDED" ? at : null, updated_at: at })
    .where("id", "=", trial.trialRequestId)
    .where("status", "=", trial.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
