import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldChanges } from "./changes";

describe("fieldChanges", () => {
  it("lists only the fields whose values differ, nested values compared whole", () => {
    expect(
      fieldChanges(
        { name: "Salsa", price: 25000, schedules: [{ day: "MONDAY" }] },
        { name: "Salsa", price: 28000, schedules: [{ day: "TUESDAY" }] },
      ),
    ).toEqual([
      { field: "price", before: 25000, after: 28000 },
      { field: "schedules", before: [{ day: "MONDAY" }], after: [{ day: "TUESDAY" }] },
    ]);
  });

  it("shows a creation as every field going from nothing to its value", () => {
    expect(fieldChanges(null, { amount: 25000 })).toEqual([
      { field: "amount", before: null, after: 25000 },
    ]);
    expect(fieldChanges(null, null)).toEqual([]);
  });

  it("finds no change between an image and itself", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (image) => {
        expect(fieldChanges(image, JSON.parse(JSON.stringify(image)))).toEqual([]);
      }),
    );
  });
});
