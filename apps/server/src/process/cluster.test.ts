import { describe, expect, it } from "vitest";
import { workerHeapFlags } from "./cluster.ts";

describe("workerHeapFlags", () => {
  it("gives the workers a 32 MB semi-space unless the operator chose one", () => {
    expect(workerHeapFlags([], "")).toEqual(["--max-semi-space-size=32"]);
    expect(workerHeapFlags(["--max-semi-space-size=8"], "")).toEqual([]);
    expect(workerHeapFlags([], "--max-old-space-size=512 --max-semi-space-size=64")).toEqual([]);
    expect(workerHeapFlags(["--inspect"], "--max-old-space-size=512")).toEqual([
      "--max-semi-space-size=32",
    ]);
  });
});
