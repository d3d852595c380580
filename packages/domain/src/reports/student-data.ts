/** The optional student fields staff are asked to complete, with their Spanish labels. */
export const STUDENT_DATA_FIELDS = {
  dni: "RUT",
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

/**
 * The contact data a student needs: an email, a phone and an emergency contact (name and
 * phone), each needed to reach her or someone for her. She lacks contact data when any of them
 * is blank (no value, or only spaces), as `missingStudentData` judges every field; the
 * dashboard's info alert counts these students in SQL (dashboard.repository.ts).
 */
export const CONTACT_FIELDS = [
  "email",
  "phone",
  "emergencyContactName",
  "emergencyContactPhone",
] as const satisfies readonly StudentDataField[];
