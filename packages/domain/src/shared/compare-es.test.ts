import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareEs, foldEs } from "./compare-es";

describe("compareEs", () => {
  it("sorts in Spanish order: accents ignored, ñ after n", () => {
    expect(["Ñuble", "Nuñez", "Álvarez", "nunez", "Zapata"].sort(compareEs)).toEqual([
      "Álvarez",
      "nunez",
      "Nuñez",
      "Ñuble",
      "Zapata",
    ]);
  });

  it("treats texts that differ only by accents or case as equal", () => {
    expect(compareEs("María", "maria")).toBe(0);
  });

  it("puts a space before letters and a decomposed ñ after n", () => {
    expect(compareEs("Ana Rojas", "Anabel")).toBeLessThan(0);
    expect(compareEs("nz", "n\u0303a")).toBeLessThan(0);
    expect(compareEs("Nuñez", "Nunez")).toBeGreaterThan(0);
  });

  // The plain-letter shortcut must never answer differently from the collator itself.
  const collator = new Intl.Collator("es", { sensitivity: "base" });
  const sameOrder = (a: string, b: string) =>
    Math.sign(compareEs(a, b)) === Math.sign(collator.compare(a, b));
  const NAME_PARTS = [
    ..."aAbBcCnNñÑoOzZáÁéÉíóúüÜçß '-.09",
    "\u0303",
    "\u0301",
    "ch",
    "ll",
    "rr",
    "\u{1F600}",
  ];

  it("orders like the Spanish collator over names made of letters, accents and marks", () => {
    const name = fc
      .array(fc.constantFrom(...NAME_PARTS), { maxLength: 12 })
      .map((parts) => parts.join(""));
    fc.assert(fc.property(name, name, sameOrder), { numRuns: 20_000 });
  });

  it("orders like the Spanish collator over any text", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), fc.string(), sameOrder), {
      numRuns: 5_000,
    });
  });
});

describe("foldEs", () => {
  it("drops accents, case and surrounding spaces", () => {
    expect(foldEs("  Miércoles ")).toBe("miercoles");
    expect(foldEs("ÑANDÚ")).toBe("nandu");
  });
});
