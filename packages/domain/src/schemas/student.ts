import { STUDENT_STATUSES } from "../enums/people";
import { z } from "../zod";
import {
  dateField,
  dniField,
  optionalEmail,
  optionalText,
  requiredText,
  updateSchemaOf,
} from "./fields";
import { studentGuardiansField } from "./guardian";

/** Body of POST/PUT /api/students: the nine fields of the student form. */
export const studentInputSchema = z.object({
  firstName: requiredText("El nombre es requerido", 100),
  lastName: requiredText("El apellido es requerido", 100),
  birthDate: dateField(
    "La fecha de nacimiento es requerida",
    "La fecha de nacimiento no es válida",
  ),
  dni: dniField(),
  email: optionalEmail(),
  phone: optionalText(30),
  address: optionalText(200),
  emergencyContactName: optionalText(100),
  emergencyContactPhone: optionalText(30),
  status: z.enum(STUDENT_STATUSES, { error: "Estado de estudiante inválido" }).optional(),
  /**
   * Her guardians (apoderados). A new minor needs at least one, one of them the payer; on an
   * update, a list sent replaces the one stored and a list left out keeps it.
   */
  guardians: studentGuardiansField.optional(),
});
export type StudentInput = z.input<typeof studentInputSchema>;

/** Body of PUT /api/students/{id}: a key left out keeps its value, null clears an optional one. */
export const studentUpdateSchema = updateSchemaOf(studentInputSchema);
export type StudentUpdateData = z.output<typeof studentUpdateSchema>;
export type StudentData = z.output<typeof studentInputSchema>;
