// Money taken at the desk, as every screen that takes or shows it reads it: the payment-lines
// picker and its rules (a family's payment pays several children's months on one receipt), the
// split between methods, the receipt (the one receipt component, issue 36, shown by the console
// and the families' portal alike) and the keys every payment query starts with.
export {
  receiptQueryOptions,
  useCreateReceipt,
  usePayerGuardianPhone,
  useReceipt,
} from "./api/receipts";
export { usePendingTaxSummary } from "./api/tax-documents";
export { EnrollmentFeesPicker } from "./components/enrollment-fees-picker";
export { PaymentDateMethodFields } from "./components/payment-date-method-fields";
export { PaymentFailure } from "./components/payment-failure";
export { PaymentLinesPicker } from "./components/payment-lines-picker";
export { PaymentMethodOptions } from "./components/payment-method-options";
export { ReceiptDocument, ReceiptView } from "./components/receipt-view";
export { TenderSplit } from "./components/tender-split";
export { VoidPaymentButton } from "./components/void-payment-button";
export { type PaymentListParams, paymentKeys } from "./keys";
export { paymentErrorMessage } from "./payment-error-message";
export {
  advanceMonths,
  linesOfMonth,
  MAX_ADVANCE_MONTHS,
  type PaymentLineOption,
  paymentLineKey,
  sortLines,
  withFeesTicked,
} from "./payment-lines";
export { splitProblem, type TenderSplitState, tendersOf } from "./tenders";
export { useReceiptDraft } from "./use-receipt-draft";
