/** A required field's label: its text and the "*" mark the form fields add (getByLabelText). */
export function required(label: string): RegExp {
  return new RegExp(`^${label} \\*$`);
}
