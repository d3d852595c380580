// The audit feature's public surface: the record pages show a record's history, the settings
// page shows the whole trail.
export { ActivityPanel } from "./components/activity-panel";
export { RecordHistory } from "./components/record-history";
