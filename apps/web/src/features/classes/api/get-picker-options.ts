import type { StudentResponse, TeacherResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { classKeys } from "./class-keys";

// The pickers search locally over everyone (students also by phone, which the API's search
// does not cover), so they ask for the whole list, unpaged, once while a picker is open.

/** GET /api/teachers: every teacher, for the teacher picker. */
export function pickerTeachersQueryOptions() {
  return queryOptions({
    queryKey: [...classKeys.all, "picker", "teachers"] as const,
    queryFn: ({ signal }) => api.get<TeacherResponse[]>("/api/teachers", { signal }),
    // The picker shows the failure itself, with "Reintentar".
    meta: { silent: true },
  });
}

/** GET /api/students: every student, for the student picker. */
export function pickerStudentsQueryOptions() {
  return queryOptions({
    queryKey: [...classKeys.all, "picker", "students"] as const,
    queryFn: ({ signal }) => api.get<StudentResponse[]>("/api/students", { signal }),
    meta: { silent: true },
  });
}

export function usePickerTeachers(enabled: boolean) {
  return useQuery({ ...pickerTeachersQueryOptions(), enabled });
}

export function usePickerStudents(enabled: boolean) {
  return useQuery({ ...pickerStudentsQueryOptions(), enabled });
}
