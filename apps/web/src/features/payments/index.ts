// The payments feature's public surface: the line picker and its rules, for every screen that
// takes money (a family's payment pays several children's months on one receipt).
export {
  PaymentLinesPicker,
  type PaymentLinesPickerProps,
} from "./components/payment-lines-picker";
export {
  advanceMonths,
  type ChosenLines,
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
