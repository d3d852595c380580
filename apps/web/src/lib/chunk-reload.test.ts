import { afterEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnceForNewVersion } from "./chunk-reload";

afterEach(() => {
  sessionStorage.clear();
});

describe("isChunkLoadError", () => {
  it("recognises a route chunk that failed to load, in each browser's words", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: http://x/assets/class-list-page-abc.js",
      "error loading dynamically imported module: http://x/assets/a.js",
      "Importing a module script failed.",
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("reloadOnceForNewVersion", () => {
  it("reloads once when the server answers, not again within a minute", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 200 })),
    );
    const reload = vi.fn();

    expect(await reloadOnceForNewVersion(1_000_000, reload)).toBe(true);
    expect(await reloadOnceForNewVersion(1_030_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(await reloadOnceForNewVersion(1_070_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload while the server does not answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const reload = vi.fn();
    expect(await reloadOnceForNewVersion(1_000_000, reload)).toBe(false);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    expect(await reloadOnceForNewVersion(1_000_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
