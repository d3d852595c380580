import type {
  MultiClassPaymentResponse,
  PaymentResponse,
  Settings,
  StudentOutstandingResponse,
  StudentResponse,
} from "@nova/domain";

/** A payment as the API sends it (docs/product/data.md#payment), with its receipt number. */
export type Payment = PaymentResponse;
export type MultiClassPaymentResult = MultiClassPaymentResponse;
/** What a student owes for one month, priced as of a payment date. */
export type StudentOutstanding = StudentOutstandingResponse;
export type PaymentStudent = StudentResponse;
export type StudioSettings = Settings;
