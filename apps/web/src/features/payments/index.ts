// The payments feature's public surface: the line picker and its rules, for every screen that
// takes money (a family's payment pays several children's months on one receipt).
export { useCreateReceipt } from "./api/receipts";
export { EnrollmentFeesPicker } from "./components/enrollment-fees-picker";
export {
  PaymentLinesPicker,
  type PaymentLinesPickerProps,
} from "./components/payment-lines-picker";
export { PaymentMethodOptions } from "./components/payment-method-options";
// Issue 39: the dashboard's warning of boletas not issued for more than an hour.
export { PendingBoletasWarning } from "./components/pending-boletas-warning";
// Issue 36: the one receipt component, shown by the console and the families' portal alike.
export { ReceiptDocument, type ReceiptIssuer } from "./components/receipt-view";
export { TenderSplit } from "./components/tender-split";
export { paymentErrorMessage } from "./payment-error-message";
export {
  advanceMonths,
  type ChosenLines,
  chosenFeeLines,
  chosenLines,
  linesOfMonth,
  MAX_ADVANCE_MONTHS,
  mergeChoices,
  type PaymentLineChoice,
  type PaymentLineChoices,
  type PaymentLineOption,
  paymentLineKey,
  sortLines,
} from "./payment-lines";
export {
  splitProblem,
  type TenderSplitState,
  tendersOf,
  withFirstAmount,
} from "./tenders";
