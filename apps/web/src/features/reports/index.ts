// The reports feature's public surface: the quick payment page lists the month's debtors.

export { debtsQueryOptions, type StudentDebt } from "./api/debts";
export {
  type OutstandingReport,
  outstandingReportQueryOptions,
} from "./api/get-outstanding-report";
