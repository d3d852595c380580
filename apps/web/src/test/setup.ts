import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// jsdom has no layout, hence no scrollIntoView; forms call it to reveal an invalid field.
if (typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = () => undefined;
}

// A busy CI machine renders slowly: findBy*/waitFor wait up to 5 s instead of 1 s, so a slow
// machine does not fail a test that a fast one passes.
configure({ asyncUtilTimeout: 5_000 });

// A test's stubbed globals (fetch above all) end with it, so no test sees another's stubs.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
