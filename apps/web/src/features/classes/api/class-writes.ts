import type { ClassData } from "@nova/domain";
import { CLASS_SHOWN_IN } from "@/lib/query-keys";
import {
  type RecordWrites,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from "@/lib/record-writes";
import type { DanceClass } from "../class";

/**
 * POST /api/classes, PUT /api/classes/{id} (its schedules replaced by the form's rows) and
 * DELETE /api/classes/{id}, which the server refuses with its reason (e.g. payments recorded).
 * Classes show on teachers, students, payments, reports and the dashboard: those refresh.
 */
const CLASS_WRITES: RecordWrites = {
  url: "/api/classes",
  shownIn: CLASS_SHOWN_IN,
  messages: {
    created: "Clase creada exitosamente",
    updated: "Clase actualizada exitosamente",
    deleted: "Clase eliminada exitosamente",
    deleteFailed: "Error al eliminar clase",
  },
};

export function useCreateClass() {
  return useCreateRecord<DanceClass, ClassData>(CLASS_WRITES);
}

export function useUpdateClass(id: number) {
  return useUpdateRecord<DanceClass, ClassData>(CLASS_WRITES, id);
}

export function useDeleteClass(id: number) {
  return useDeleteRecord(CLASS_WRITES, id);
}
