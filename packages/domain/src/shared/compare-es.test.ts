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
});

describe("foldEs", () => {
  it("drops accents, case and surrounding spaces", () => {
    expect(foldEs("  Miércoles ")).toBe("miercoles");
    expect(foldEs("ÑANDÚ")).toBe("nandu");
  });
});
