// The families feature's public surface: the student form picks guardians with it.

// The families' inbox confirms a transfer against what the family owes.
export { useFamilyStatement } from "./api/get-family-statement";
export { GuardianPicker } from "./components/guardian-picker";
// An adult student's page sends her the portal link the way a family page does.
export { PortalLinkButton } from "./components/portal-link-button";
