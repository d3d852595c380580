// The waivers feature's public surface: students and payments show and record waivers.
export { useStudentWaivers, waiverOf } from "./api/get-student-waivers";
export { LateFeeWaiver } from "./components/late-fee-waiver";
