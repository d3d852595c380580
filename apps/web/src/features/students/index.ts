// The students feature's public surface: the payment screens read the chosen student.
export { getStudent, studentQueryOptions } from "./api/get-student";
export type { Student } from "./student";
