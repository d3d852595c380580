// The reports' data that other screens show too: the month's debtors (the quick payment page),
// payment reminders (the student page), a teacher's honorarios (her page and the attendance
// page), and the keys every report query starts with.
export {
  type OutstandingReport,
  outstandingReportQueryOptions,
  useOutstandingReport,
} from "./api/get-outstanding-report";
export { getHonorariosYear, useHonorarios, useRecordHonorarios } from "./api/honorarios";
export {
  type PaymentReminder,
  remindersByStudent,
  remindersQueryOptions,
  useReminders,
} from "./api/reminders";
export { ClassPayers } from "./components/class-payers";
export { HonorariosMonths } from "./components/honorarios-months";
export { ReminderLink, ReminderText } from "./components/reminder-link";
export { reportKeys } from "./keys";
