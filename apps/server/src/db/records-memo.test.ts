import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/support/test-app.ts";
import { bumpDataVersion } from "./data-version.ts";
import { memoOnRecords } from "./records-memo.ts";

describeEachDatabase("records memo", (t) => {
  it("keeps a value through money writes and computes it again after a records write", async () => {
    let computed = 0;
    const part = () => memoOnRecords(t.db, "part", async () => ++computed);

    expect(await part()).toBe(1);
    expect(await part()).toBe(1);
    await bumpDataVersion(t.db, ["money"]);
    expect(await part()).toBe(1);
    await bumpDataVersion(t.db, ["records"]);
    expect(await part()).toBe(2);
    // Another key is another part.
    expect(await memoOnRecords(t.db, "other", async () => "x")).toBe("x");
  });

  it("does not keep a failure", async () => {
    let calls = 0;
    const flaky = () =>
      memoOnRecords(t.db, "flaky", async () => {
        calls += 1;
        if (calls === 1) throw new Error("falla");
        return "bien";
      });
    await expect(flaky()).rejects.toThrow("falla");
    expect(await flaky()).toBe("bien");
    expect(calls).toBe(2);
  });
});
