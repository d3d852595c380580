import { type FieldErrors, get } from "react-hook-form";

/**
 * Focuses a form control and scrolls its whole field into view. The browser's own scroll on
 * focus puts the control at the very top edge, under the sticky top bar and with its label
 * hidden; the field (`<Field>`, marked `data-field`) carries a scroll margin taller than the
 * bar, and "nearest" leaves the page still when the field is already in sight.
 */
export function revealField(control: Element | RadioNodeList | null | undefined): void {
  const element = control instanceof RadioNodeList ? control[0] : control;
  if (!(element instanceof HTMLElement)) return;
  element.focus({ preventScroll: true });
  (element.closest("[data-field]") ?? element).scrollIntoView({ block: "nearest" });
}

/** Focuses and reveals the first control of `form`, in page order, whose field has an error. */
export function revealFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const invalid = [...form.elements].find(
    (element) =>
      element instanceof HTMLElement &&
      "name" in element &&
      typeof element.name === "string" &&
      element.name !== "" &&
      get(errors, element.name) !== undefined,
  );
  revealField(invalid);
}
