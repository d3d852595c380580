import type { RecordKind } from "@/components/ui/record-page";
import { useClass } from "../api/get-class";
import type { DanceClass } from "../class";

/** A class as its detail and edit screens load it. */
export const classRecord: RecordKind<DanceClass> = {
  useRecord: useClass,
  noun: "Clase",
  list: { to: "/classes", label: "Clases" },
  loadError: "Error al cargar los datos de la clase",
};
