// A record's audit trail: the record pages show its history, the settings page the whole trail.
export { ActivityPanel } from "./components/activity-panel";
export { RecordHistory } from "./components/record-history";
