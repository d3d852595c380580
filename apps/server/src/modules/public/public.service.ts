import {
  fullNameOf,
  groupBy,
  PUBLIC_CLASS_STATUSES,
  type PublicClassResponse,
  type PublicStudioResponse,
  weeklySlots,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { publicContact } from "../../lib/studio-contact.ts";
import { listClasses, schedulesOfClasses } from "../../records/classes/classes.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { assignmentsOfClasses } from "../../records/teachers/assignments.ts";

/** Published classes (active or scheduled, not deleted), by name, in three queries. */
export async function publicClasses(db: Database): Promise<PublicClassResponse[]> {
  const classes = await listClasses(db, { statuses: PUBLIC_CLASS_STATUSES });
  const ids = classes.map((c) => c.id);
  const schedules = await schedulesOfClasses(db, ids);
  const assignments = await assignmentsOfClasses(db, ids);
  const schedulesByClass = groupBy(schedules, (s) => s.classId);
  const teachersByClass = groupBy(assignments, (a) => a.classId);
  return classes.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    teacherNames: (teachersByClass.get(c.id) ?? []).map(fullNameOf),
    schedules: weeklySlots(schedulesByClass.get(c.id) ?? []),
  }));
}

/** The contact fields of settings.studio (never the payment or security sections). */
export async function publicStudio(db: Database, now: Date): Promise<PublicStudioResponse> {
  const { studio } = (await loadStudio(db, now)).settings;
  return publicContact(studio);
}
