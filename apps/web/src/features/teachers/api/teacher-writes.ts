import type { TeacherData } from "@nova/domain";
import { TEACHER_SHOWN_IN } from "@/lib/query-keys";
import { recordWrites } from "@/lib/record-writes";
import type { Teacher } from "../teacher";

/**
 * POST /api/teachers, PUT /api/teachers/{id} and DELETE /api/teachers/{id} (she is also
 * unassigned from her classes). Her name and rate show on classes, reports and the dashboard
 * too: those refresh.
 */
const teacherWrites = recordWrites<Teacher, TeacherData>({
  url: "/api/teachers",
  shownIn: TEACHER_SHOWN_IN,
  messages: {
    created: "Profesora creada exitosamente",
    updated: "Profesora actualizada exitosamente",
    deleted: "Profesora eliminada exitosamente",
    deleteFailed: "Error al eliminar la profesora",
  },
});

export const useCreateTeacher = teacherWrites.useCreate;
export const useUpdateTeacher = teacherWrites.useUpdate;
export const useDeleteTeacher = teacherWrites.useDelete;
