/** The optional student fields staff are asked to complete, with their Spanish labels. */
export const STUDENT_DATA_FIELDS = {
  dni: "DNI",
  email: "Email",
  phone: "Teléfono",
  address: "Dirección",
  birthDate: "Fecha de nacimiento",
  emergencyContactName: "Nombre del contacto de emergencia",
  emergencyContactPhone: "Teléfono del contacto de emergencia",
} as const;
export type StudentDataField = keyof typeof STUDENT_DATA_FIELDS;

type StudentData = Partial<Record<StudentDataField, string | null | undefined>>;

/** Which of a student's data fields are empty, in form order (the payment form's warning). */
export function missingStudentData(
  student: StudentData,
): { field: StudentDataField; label: string }[] {
  return (Object.keys(STUDENT_DATA_FIELDS) as StudentDataField[])
    .filter((field) => !student[field]?.trim())
    .map((field) => ({ field, label: STUDENT_DATA_FIELDS[field] }));
}

const CONTACT_FIELDS = ["email", "phone", "emergencyContactName", "emergencyContactPhone"] as const;

/**
 * Whether a student lacks contact data: an email, a phone or an emergency contact (name and
 * phone). Each of them is needed to reach the student or someone for them; the dashboard's
 * info alert counts these students.
 */
export function isMissingContactData(student: StudentData): boolean {
  return CONTACT_FIELDS.some((field) => !student[field]?.trim());
}
