import type { RecordKind } from "@/components/ui/record-page";
import { useTeacher } from "../api/get-teacher";
import type { Teacher } from "../teacher";

/** A teacher as her detail and edit screens load her. */
export const teacherRecord: RecordKind<Teacher> = {
  useRecord: useTeacher,
  noun: "Profesora",
  list: { to: "/teachers", label: "Profesoras" },
  loadError: "Error al cargar los datos de la profesora",
};
