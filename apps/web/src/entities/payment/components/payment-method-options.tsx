import { PAYMENT_METHODS, paymentMethodLabel } from "@nova/domain";
import { SelectField, type SelectFieldProps } from "@/components/ui/input";

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

/** 'Método de pago' of a form that takes a payment: required, with no method chosen at first. */
export function PaymentMethodField(props: Omit<SelectFieldProps, "label" | "children">) {
  return (
    <SelectField label="Método de pago" required {...props}>
      <PaymentMethodOptions none="Selecciona un método" />
    </SelectField>
  );
}
