import { CLASS_SHOWN_IN } from "@/lib/query-keys";
import { type RecordWrites, recordWriteMessages } from "@/lib/record-writes";

/**
 * POST /api/classes, PUT /api/classes/{id} (its schedules replaced by the form's rows) and
 * DELETE /api/classes/{id}, which the server refuses with its reason (e.g. payments recorded).
 * Classes show on teachers, students, payments, reports and the dashboard: those refresh.
 */
export const CLASS_WRITES: RecordWrites = {
  url: "/api/classes",
  shownIn: CLASS_SHOWN_IN,
  messages: recordWriteMessages("Clase", "a", "Error al eliminar clase"),
};
