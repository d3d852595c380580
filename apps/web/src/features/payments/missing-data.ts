import type { PaymentStudent } from "./payment";

// docs/product/screens.md#payment-form 'Procesar Pago': the data whose absence the form warns about, in the order it lists them.
const REQUIRED: ReadonlyArray<[keyof PaymentStudent, string]> = [
  ["dni", "RUT"],
  ["email", "email"],
  ["phone", "teléfono"],
  ["address", "dirección"],
  ["birthDate", "fecha de nacimiento"],
  ["emergencyContactName", "nombre del contacto de emergencia"],
  ["emergencyContactPhone", "teléfono del contacto de emergencia"],
];

/** The Spanish names of the student's data that is missing, in SPEC order. */
export function missingStudentData(student: PaymentStudent): string[] {
  return REQUIRED.filter(([key]) => {
    const value = student[key];
    return value === null || value === undefined || String(value).trim() === "";
  }).map(([, label]) => label);
}

/** The message that asks the student for what is missing. */
export function missingDataMessage(studioName: string, student: PaymentStudent, missing: string[]) {
  const firstName = student.firstName || student.fullName;
  return [
    `Hola ${firstName}, te escribimos de ${studioName}.`,
    "Para completar tu ficha nos faltan estos datos:",
    ...missing.map((item) => `- ${item}`),
    "¿Nos los puedes enviar por este medio? ¡Gracias!",
  ].join("\n");
}
