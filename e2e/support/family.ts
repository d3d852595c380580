import type { Locator, Page } from "@playwright/test";

// A paying guardian's family page (issue 26): its statement and the one payment for the family.

/** Opens the family page of `guardianId`; its statement ("Estado de cuenta"). */
export async function openFamilyStatement(page: Page, guardianId: number): Promise<Locator> {
  await page.goto(`/families/${guardianId}`);
  return page.getByRole("region", { name: "Estado de cuenta" });
}

/** Opens the statement's payment dialog ("Registrar pago de la familia"). */
export async function openFamilyPayment(page: Page, statement: Locator): Promise<Locator> {
  await statement.getByRole("button", { name: "Registrar pago" }).click();
  return page.getByRole("dialog", { name: "Registrar pago de la familia" });
}
