import type { StudentResponse, TeacherResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { classKeys } from "./keys";

// The pickers search locally over everyone (students also by phone, which the API's search
// does not cover), so they ask for the whole list, unpaged, once while a picker is open.

/** GET /api/teachers: every teacher, for the teacher picker. */
const pickerTeachersQueryOptions = apiQuery<TeacherResponse[]>({
  key: classKeys.pickerTeachers,
  url: "/api/teachers",
  // The picker shows the failure itself, with "Reintentar".
  meta: { silent: true },
});

/** GET /api/students: every student, for the student picker. */
const pickerStudentsQueryOptions = apiQuery<StudentResponse[]>({
  key: classKeys.pickerStudents,
  url: "/api/students",
  meta: { silent: true },
});

export function usePickerTeachers(enabled: boolean) {
  return useQuery({ ...pickerTeachersQueryOptions(), enabled });
}

export function usePickerStudents(enabled: boolean) {
  return useQuery({ ...pickerStudentsQueryOptions(), enabled });
}
