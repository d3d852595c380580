import type { StudentData } from "@nova/domain";
import type { Student } from "@/entities/student";
import { STUDENT_SHOWN_IN } from "@/lib/query-keys";
import {
  type RecordWrites,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from "@/lib/record-writes";

/**
 * POST /api/students and PUT /api/students/{id} with the nine form fields, and DELETE
 * /api/students/{id} (a soft delete: her payments keep her name). A student's name shows on
 * many screens (classes, payments, reports): those refresh.
 */
const STUDENT_WRITES: RecordWrites = {
  url: "/api/students",
  shownIn: STUDENT_SHOWN_IN,
  messages: {
    created: "Estudiante creado exitosamente",
    updated: "Estudiante actualizado exitosamente",
    deleted: "Estudiante eliminado exitosamente",
    deleteFailed: "Error al eliminar el estudiante",
  },
};

export function useCreateStudent() {
  return useCreateRecord<Student, StudentData>(STUDENT_WRITES);
}

export function useUpdateStudent(id: number) {
  return useUpdateRecord<Student, StudentData>(STUDENT_WRITES, id);
}

export function useDeleteStudent(id: number) {
  return useDeleteRecord(STUDENT_WRITES, id);
}
