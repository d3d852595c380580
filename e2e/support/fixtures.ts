import { test as base } from "@playwright/test";
import { AdminApi, uniqueTag } from "./api";

/**
 * Playwright's `test` with what most journeys start from: `api`, the admin signed in through
 * the API to set up data, and `tag`, a token that keeps the test's records apart from the
 * others' on the shared database. Each is made only for the tests that ask for it.
 */
export const test = base.extend<{ api: AdminApi; tag: string }>({
  api: async ({ request }, use) => {
    await use(await AdminApi.signIn(request));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the tag needs none.
  tag: async ({}, use) => {
    await use(uniqueTag());
  },
});
