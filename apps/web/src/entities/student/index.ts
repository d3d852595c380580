// A student as the screens read her: her record, its query and the keys every student query
// starts with (the students feature and the payment screens both read the chosen student).
export { studentQueryOptions, useStudent } from "./api/get-student";
export { StudentNameLink } from "./components/student-name-link";
export { studentKeys } from "./keys";
export type { Enrollment, Student, TrialToEnroll } from "./student";
