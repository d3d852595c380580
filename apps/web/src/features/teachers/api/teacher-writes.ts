import type { TeacherData } from "@nova/domain";
import { TEACHER_SHOWN_IN } from "@/lib/query-keys";
import {
  type RecordWrites,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from "@/lib/record-writes";
import type { Teacher } from "../teacher";

/**
 * POST /api/teachers, PUT /api/teachers/{id} and DELETE /api/teachers/{id} (she is also
 * unassigned from her classes). Her name and rate show on classes, reports and the dashboard
 * too: those refresh.
 */
const TEACHER_WRITES: RecordWrites = {
  url: "/api/teachers",
  shownIn: TEACHER_SHOWN_IN,
  messages: {
    created: "Profesora creada exitosamente",
    updated: "Profesora actualizada exitosamente",
    deleted: "Profesora eliminada exitosamente",
    deleteFailed: "Error al eliminar la profesora",
  },
};

export function useCreateTeacher() {
  return useCreateRecord<Teacher, TeacherData>(TEACHER_WRITES);
}

export function useUpdateTeacher(id: number) {
  return useUpdateRecord<Teacher, TeacherData>(TEACHER_WRITES, id);
}

export function useDeleteTeacher(id: number) {
  return useDeleteRecord(TEACHER_WRITES, id);
}
