import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { insertSorted } from "./insert-sorted";

describe("insertSorted", () => {
  it("gives what a stable sort of the list with the item appended gives", () => {
    const entry = fc.record({ key: fc.integer({ min: 0, max: 5 }), tag: fc.nat() });
    fc.assert(
      fc.property(fc.array(entry), entry, (items, item) => {
        const byKey = (a: typeof item, b: typeof item) => a.key - b.key;
        const sorted = [...items].sort(byKey);
        insertSorted(sorted, item, byKey);
        expect(sorted).toEqual([...items].sort(byKey).concat(item).sort(byKey));
      }),
    );
  });
});
