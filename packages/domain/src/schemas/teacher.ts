import { z } from "../zod";
import { dateField, intField, optionalText, requiredText, updateSchemaOf } from "./fields";
import { guardianRutField } from "./guardian";

/** Body of POST/PUT /api/teachers. */
export const teacherInputSchema = z.object({
  firstName: requiredText("El nombre es requerido", 100),
  lastName: requiredText("El apellido es requerido", 100),
  email: requiredText("El email es requerido", 254).pipe(
    z.email({ error: "El email no es válido" }),
  ),
  phone: requiredText("El teléfono es requerido", 30),
  address: optionalText(200),
  /** Her RUT for her boletas de honorarios and the DJ 1879 (issue 39); a valid check digit. */
  rut: guardianRutField(),
  isStudioOwner: z.boolean({ error: "Debe indicar si es dueña del estudio" }).default(false),
  /**
   * Her pay rate, whole percent of her part of each class's revenue (admins only). Left out:
   * her role's default (owner 100, instructor 50) on creation, her rate unchanged on edit.
   */
  compensationPercent: intField("El porcentaje de compensación debe ser un número entero")
    .refine((n) => n >= 0 && n <= 100, {
      error: "El porcentaje de compensación debe estar entre 0 y 100",
    })
    .optional(),
  /** The day the rate takes effect (its whole month on); today when left out. */
  compensationFrom: dateField("La fecha de vigencia es requerida").optional(),
});
export type TeacherInput = z.input<typeof teacherInputSchema>;

/** Body of PUT /api/teachers/{id}: a key left out keeps its value, null clears the address. */
export const teacherUpdateSchema = updateSchemaOf(teacherInputSchema);
export type TeacherUpdateData = z.output<typeof teacherUpdateSchema>;
export type TeacherData = z.output<typeof teacherInputSchema>;
