import { STUDENT_SHOWN_IN } from "@/lib/query-keys";
import { type RecordWrites, recordWriteMessages } from "@/lib/record-writes";

/**
 * POST /api/students and PUT /api/students/{id} with the nine form fields, and DELETE
 * /api/students/{id} (a soft delete: her payments keep her name). A student's name shows on
 * many screens (classes, payments, reports): those refresh.
 */
export const STUDENT_WRITES: RecordWrites = {
  url: "/api/students",
  shownIn: STUDENT_SHOWN_IN,
  messages: recordWriteMessages("Estudiante", "o", "Error al eliminar el estudiante"),
};
