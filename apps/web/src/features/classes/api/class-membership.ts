import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CLASS_SHOWN_IN, invalidateKeys } from "@/lib/query-keys";

// Enrolling and assigning change the class, its students, the people's own pages, what they
// owe, reports and the dashboard (SPEC §4 "reload the class"): all of those refresh after each.

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

/** POST /api/teachers/assign {teacherId, classId, assignedFrom}. */
export function useAssignTeacher(classId: number) {
  return useMembershipMutation(
    ({ teacherId, assignedFrom }: { teacherId: number; assignedFrom: string }) =>
      api.post("/api/teachers/assign", { teacherId, classId, assignedFrom }),
    {
      successMessage: "Profesora asignada exitosamente",
      errorMessage: "Error al asignar profesora",
    },
  );
}

/** DELETE /api/teachers/unassign {teacherId, classId}. */
export function useUnassignTeacher(classId: number) {
  return useMembershipMutation(
    (teacherId: number) => api.delete("/api/teachers/unassign", { teacherId, classId }),
    {
      successMessage: "Profesora desasignada exitosamente",
      errorMessage: "Error al desasignar profesora",
    },
  );
}

/** POST /api/students/enroll {studentId, classId}. */
export function useEnrollStudent(classId: number) {
  return useMembershipMutation(
    (studentId: number) => api.post("/api/students/enroll", { studentId, classId }),
    {
      successMessage: "Estudiante inscrito exitosamente",
      errorMessage: "Error al inscribir estudiante",
    },
  );
}

/** DELETE /api/students/unenroll {studentId, classId}. */
export function useUnenrollStudent(classId: number) {
  return useMembershipMutation(
    (studentId: number) => api.delete("/api/students/unenroll", { studentId, classId }),
    {
      successMessage: "Estudiante desinscrito exitosamente",
      errorMessage: "Error al desinscribir estudiante",
    },
  );
}
