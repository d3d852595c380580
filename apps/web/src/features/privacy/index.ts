// The privacy feature's public surface: the student page shows its privacy card.
export { StudentPrivacySection } from "./components/student-privacy-section";
