// A fee waiver (a late fee forgiven): the student and payment pages show and record them.
export { useStudentWaivers, waiverOf } from "./api/get-student-waivers";
export { LateFeeWaiver } from "./components/late-fee-waiver";
