import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Lets every finite CSS animation and transition end first: a dialog still fading in, or a
 * button still changing colour under the pointer, blends its colours with what is behind it and
 * axe measures a contrast nobody ever sees once the motion stops (a flaky failure in CI).
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The serious and critical axe violations on the page (WCAG 2.1 A/AA and best practices). */
export async function seriousViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}
