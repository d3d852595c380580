// A family (a guardian and the children she is responsible for): what she owes, the guardian
// picker of the student form, and the button that sends her the portal link (an adult student
// who pays for herself gets it the same way).
export { useFamilyStatement } from "./api/get-family-statement";
export { GuardianPicker } from "./components/guardian-picker";
export { PortalLinkButton } from "./components/portal-link-button";
export { familyKeys } from "./keys";
