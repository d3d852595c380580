import type { StudentResponse, TeacherResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { classKeys } from "./keys";

// The pickers search locally over everyone (students also by phone, which the API's search
// does not cover), so they ask for the whole list, unpaged, once while a picker is open.

/** GET /api/teachers: every teacher, for the teacher picker. */
export function getPickerTeachers(signal?: AbortSignal): Promise<TeacherResponse[]> {
  return api.get<TeacherResponse[]>("/api/teachers", { signal });
}

/** GET /api/students: every student, for the student picker. */
export function getPickerStudents(signal?: AbortSignal): Promise<StudentResponse[]> {
  return api.get<StudentResponse[]>("/api/students", { signal });
}

export function pickerTeachersQueryOptions() {
  return queryOptions({
    queryKey: classKeys.pickerTeachers(),
    queryFn: ({ signal }) => getPickerTeachers(signal),
    // The picker shows the failure itself, with "Reintentar".
    meta: { silent: true },
  });
}

export function pickerStudentsQueryOptions() {
  return queryOptions({
    queryKey: classKeys.pickerStudents(),
    queryFn: ({ signal }) => getPickerStudents(signal),
    meta: { silent: true },
  });
}

export function usePickerTeachers(enabled: boolean) {
  return useQuery({ ...pickerTeachersQueryOptions(), enabled });
}

export function usePickerStudents(enabled: boolean) {
  return useQuery({ ...pickerStudentsQueryOptions(), enabled });
}
