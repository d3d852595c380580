// The reports feature's public surface: the quick payment page lists the month's debtors;
// the student page sends her payer's reminder.

export {
  type OutstandingReport,
  outstandingReportQueryOptions,
} from "./api/get-outstanding-report";
export { remindersQueryOptions } from "./api/reminders";
export { HonorariosMonths } from "./components/honorarios-months";
export { ReminderLink } from "./components/reminder-link";
