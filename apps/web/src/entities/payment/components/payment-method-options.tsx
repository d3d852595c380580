import { PAYMENT_METHODS, paymentMethodLabel } from "@nova/domain";

/** The `<option>`s of a payment-method select, in Spanish; `none` is a first, empty option. */
export function PaymentMethodOptions({ none }: { none?: string }) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {PAYMENT_METHODS.map((m) => (
        <option key={m} value={m}>
          {paymentMethodLabel(m)}
        </option>
      ))}
    </>
  );
}
