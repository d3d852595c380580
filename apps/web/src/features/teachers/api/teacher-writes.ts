import { TEACHER_SHOWN_IN } from "@/lib/query-keys";
import { type RecordWrites, recordWriteMessages } from "@/lib/record-writes";

/**
 * POST /api/teachers, PUT /api/teachers/{id} and DELETE /api/teachers/{id} (she is also
 * unassigned from her classes). Her name and rate show on classes, reports and the dashboard
 * too: those refresh.
 */
export const TEACHER_WRITES: RecordWrites = {
  url: "/api/teachers",
  shownIn: TEACHER_SHOWN_IN,
  messages: recordWriteMessages("Profesora", "a", "Error al eliminar la profesora"),
};
