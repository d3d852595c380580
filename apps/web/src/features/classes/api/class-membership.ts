import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CLASS_SHOWN_IN, invalidateKeys } from "@/lib/query-keys";

// Enrolling and assigning change the class, its students, the people's own pages, what they
// owe, reports and the dashboard (docs/product/behaviour.md#membership "reload the class"): all of those refresh after each.

/** POST /api/teachers/assign {teacherId, classId, assignedFrom}. */
export function assignTeacher(classId: number, teacherId: number, assignedFrom: string) {
  return api.post("/api/teachers/assign", { teacherId, classId, assignedFrom });
}

/** DELETE /api/teachers/unassign {teacherId, classId}. */
export function unassignTeacher(classId: number, teacherId: number) {
  return api.delete("/api/teachers/unassign", { teacherId, classId });
}

/** POST /api/students/enroll {studentId, classId, enrollmentDate}. */
export function enrollStudent(classId: number, studentId: number, enrollmentDate?: string) {
  return api.post("/api/students/enroll", { studentId, classId, enrollmentDate });
}

/** DELETE /api/students/unenroll {studentId, classId}. */
export function unenrollStudent(classId: number, studentId: number) {
  return api.delete("/api/students/unenroll", { studentId, classId });
}

function useMembershipMutation<Variables>(
  request: (variables: Variables) => Promise<unknown>,
  meta: { successMessage: string; errorMessage: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta,
    onSuccess: () => void invalidateKeys(queryClient, CLASS_SHOWN_IN),
  });
}

export function useAssignTeacher(classId: number) {
  return useMembershipMutation(
    ({ teacherId, assignedFrom }: { teacherId: number; assignedFrom: string }) =>
      assignTeacher(classId, teacherId, assignedFrom),
    {
      successMessage: "Profesora asignada exitosamente",
      errorMessage: "Error al asignar profesora",
    },
  );
}

export function useUnassignTeacher(classId: number) {
  return useMembershipMutation((teacherId: number) => unassignTeacher(classId, teacherId), {
    successMessage: "Profesora desasignada exitosamente",
    errorMessage: "Error al desasignar profesora",
  });
}

export function useEnrollStudent(classId: number) {
  return useMembershipMutation(
    ({ studentId, enrollmentDate }: { studentId: number; enrollmentDate?: string }) =>
      enrollStudent(classId, studentId, enrollmentDate),
    {
      successMessage: "Estudiante inscrito exitosamente",
      errorMessage: "Error al inscribir estudiante",
    },
  );
}

export function useUnenrollStudent(classId: number) {
  return useMembershipMutation((studentId: number) => unenrollStudent(classId, studentId), {
    successMessage: "Estudiante desinscrito exitosamente",
    errorMessage: "Error al desinscribir estudiante",
  });
}
