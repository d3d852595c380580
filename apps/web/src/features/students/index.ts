// The students feature's public surface: the payment screens read the chosen student.
export { studentQueryOptions } from "./api/get-student";
