import type {
  AssignedClassResponse,
  TeacherListItemResponse,
  TeacherResponse,
  TeacherStudentResponse,
} from "@nova/domain";

/** A class assigned to a teacher, as her detail lists it. */
export type AssignedClass = AssignedClassResponse;

/** A student of one of her classes. */
export type TeacherStudent = TeacherStudentResponse;

/** A teacher as the API sends it (docs/product/data.md#teacher). */
export type Teacher = TeacherResponse;

/** A teacher of the list: her students are counted, not listed (`?view=summary`). */
export type TeacherListItem = Omit<TeacherListItemResponse, "students">;
