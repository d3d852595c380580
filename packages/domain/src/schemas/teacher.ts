import { z } from "zod";
import { optionalText, requiredText, updateSchemaOf } from "./fields";

/** Body of POST/PUT /api/teachers. */
export const teacherInputSchema = z.object({
  firstName: requiredText("El nombre es requerido", 100),
  lastName: requiredText("El apellido es requerido", 100),
  email: requiredText("El email es requerido", 254).pipe(
    z.email({ error: "El email no es válido" }),
  ),
  phone: requiredText("El teléfono es requerido", 30),
  address: optionalText(200),
  isStudioOwner: z.boolean({ error: "Debe indicar si es dueña del estudio" }).default(false),
});
export type TeacherInput = z.input<typeof teacherInputSchema>;

/** Body of PUT /api/teachers/{id}: a key left out keeps its value, null clears the address. */
export const teacherUpdateSchema = updateSchemaOf(teacherInputSchema);
export type TeacherUpdateData = z.output<typeof teacherUpdateSchema>;
export type TeacherData = z.output<typeof teacherInputSchema>;
