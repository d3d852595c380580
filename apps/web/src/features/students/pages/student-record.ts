import type { RecordKind } from "@/components/ui/record-page";
import { type Student, useStudent } from "@/entities/student";

/** A student as her detail and edit screens load her. */
export const studentRecord: RecordKind<Student> = {
  useRecord: useStudent,
  noun: "Estudiante",
  list: { to: "/students", label: "Estudiantes" },
  loadError: "Error al cargar los datos del estudiante",
};
