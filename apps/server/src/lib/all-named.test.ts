import { describe, expect, it } from "vitest";
import { allNamed } from "./all-named.ts";

describe("allNamed", () => {
  it("keeps each value under its name, whichever promise settles first", async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve("b"), 20));
    const facts = await allNamed({ slow: later, quick: Promise.resolve(1) });
    expect(facts).toEqual({ slow: "b", quick: 1 });
  });

  it("fails with the first failure, as Promise.all", async () => {
    await expect(
      allNamed({ ok: Promise.resolve(1), broken: Promise.reject(new Error("x")) }),
    ).rejects.toThrow("x");
  });
});
