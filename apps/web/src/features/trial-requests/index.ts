export { useEnrollTrialRequest } from "./api/enroll-trial-request";
export { NewRequestsBadge } from "./components/new-requests-badge";
