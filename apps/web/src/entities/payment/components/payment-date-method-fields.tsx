import type { UseFormRegisterReturn } from "react-hook-form";
import { DateField } from "@/components/ui/date-field";
import { PaymentMethodField } from "./payment-method-options";

/**
 * 'Fecha de pago' (no later than the studio's today) and 'Método de pago', the first fields of
 * both forms that take a receipt (a student's payment, a family's).
 */
export function PaymentDateMethodFields({
  today,
  register,
  errors,
  dateHint,
}: {
  today: string;
  /** The form's `control(name, …)`; the forms clear a refused save's message on each edit. */
  register: (name: "paymentDate" | "paymentMethod") => UseFormRegisterReturn;
  errors: { paymentDate?: { message?: string }; paymentMethod?: { message?: string } };
  dateHint?: string;
}) {
  return (
    <>
      <DateField
        label="Fecha de pago"
        required
        max={today}
        error={errors.paymentDate?.message}
        hint={dateHint}
        {...register("paymentDate")}
      />
      <PaymentMethodField error={errors.paymentMethod?.message} {...register("paymentMethod")} />
    </>
  );
}
