export { NewRequestsBadge } from "./components/new-requests-badge";
