import { expect, test } from "@playwright/test";
import { signIn } from "../support/session";

// After a failed submit the first invalid field gets focus with its label in sight: the
// browser's own scroll on focus used to leave it under the sticky top bar.
for (const width of [360, 1280]) {
  test(`at ${width} px the first invalid field is focused with its label below the top bar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 640 });
    await signIn(page);
    await page.goto("/students/new");
    const firstName = page.getByLabel(/^Nombre( \*)?$/);
    // The worst case: the input already on screen but behind the bar, so the browser sees
    // no need to scroll when it gets focus (requestSubmit: Enter pressed in another field).
    await firstName.evaluate((input: HTMLInputElement) => {
      window.scrollBy(0, input.getBoundingClientRect().top - 20);
      input.form?.requestSubmit();
    });

    await expect(firstName).toBeFocused();
    const barBottom = await page
      .getByRole("banner")
      .evaluate((bar) => bar.getBoundingClientRect().bottom);
    const labelTop = await page
      .locator("label", { hasText: /^Nombre/ })
      .first()
      .evaluate((label) => label.getBoundingClientRect().top);
    expect(labelTop).toBeGreaterThanOrEqual(barBottom);
  });
}
