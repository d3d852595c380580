import type { Locator, Page } from "@playwright/test";

/** A form control by its label, whether or not the label carries the required mark "*". */
export function field(page: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}
