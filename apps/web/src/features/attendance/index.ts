// The attendance feature's public surface for other features.
export { AtRiskCard } from "./components/at-risk-card";
export { ClassAttendanceCard } from "./components/class-attendance-card";
export { StudentAttendanceCard } from "./components/student-attendance-card";
