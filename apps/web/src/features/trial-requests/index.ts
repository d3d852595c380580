export { useEnrollTrialRequest } from "./api/enroll-trial-request";
export { EnrollTrialDialog } from "./components/enroll-trial-dialog";
export { NewRequestsBadge } from "./components/new-requests-badge";
