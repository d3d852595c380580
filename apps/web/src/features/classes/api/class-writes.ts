import type { ClassData } from "@nova/domain";
import { CLASS_SHOWN_IN } from "@/lib/query-keys";
import { recordWrites } from "@/lib/record-writes";
import type { DanceClass } from "../class";

/**
 * POST /api/classes, PUT /api/classes/{id} (its schedules replaced by the form's rows) and
 * DELETE /api/classes/{id}, which the server refuses with its reason (e.g. payments recorded).
 * Classes show on teachers, students, payments, reports and the dashboard: those refresh.
 */
const classWrites = recordWrites<DanceClass, ClassData>({
  url: "/api/classes",
  shownIn: CLASS_SHOWN_IN,
  messages: {
    created: "Clase creada exitosamente",
    updated: "Clase actualizada exitosamente",
    deleted: "Clase eliminada exitosamente",
    deleteFailed: "Error al eliminar clase",
  },
});

export const useCreateClass = classWrites.useCreate;
export const useUpdateClass = classWrites.useUpdate;
export const useDeleteClass = classWrites.useDelete;
