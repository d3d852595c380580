// The families feature's public surface: the student form picks guardians with it.
export { GuardianPicker } from "./components/guardian-picker";
