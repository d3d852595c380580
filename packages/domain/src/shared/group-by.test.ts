import { describe, expect, it } from "vitest";
import { groupBy } from "./group-by";

describe("groupBy", () => {
  it("groups rows by key in first-seen order", () => {
    const groups = groupBy(
      [
        { classId: 2, n: 1 },
        { classId: 1, n: 2 },
        { classId: 2, n: 3 },
      ],
      (r) => r.classId,
    );
    expect([...groups.keys()]).toEqual([2, 1]);
    expect(groups.get(2)?.map((r) => r.n)).toEqual([1, 3]);
    expect(groupBy([], (r: number) => r).size).toBe(0);
  });
});
