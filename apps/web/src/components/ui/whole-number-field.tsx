import { TextField, type TextFieldProps } from "./input";

/**
 * A box for a whole number (a price in pesos, a capacity, an age): the number keypad on a
 * phone and steps of one; the bounds (`min`, `max`) are each field's.
 */
export function WholeNumberField(props: TextFieldProps) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} />;
}
