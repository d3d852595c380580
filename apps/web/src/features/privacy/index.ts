// The privacy feature's public surface: the student and family pages show its privacy cards.

export { GuardianPrivacySection } from "./components/guardian-privacy-section";
export { StudentPrivacySection } from "./components/student-privacy-section";
