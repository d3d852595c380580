import { expect, type Locator, type Page } from "@playwright/test";

/** A form control by its label, whether or not the label carries the required mark "*". */
export function field(page: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Opens a list's create form (`list`/new) through its link, the way a person gets there. */
export async function openCreateForm(page: Page, list: string, link: string): Promise<void> {
  await page.goto(list);
  await page.getByRole("link", { name: link }).first().click();
  await expect(page).toHaveURL(new RegExp(`${list}/new$`));
}

/** Sends a form as it stands (its `submit` button) and expects each of `messages` shown. */
export async function submitExpectingMessages(
  form: Page | Locator,
  submit: string,
  messages: readonly string[],
): Promise<void> {
  await form.getByRole("button", { name: submit }).click();
  for (const message of messages) {
    await expect(form.getByText(message)).toBeVisible();
  }
}
