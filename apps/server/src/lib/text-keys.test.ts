import { describe, expect, it } from "vitest";
import { foldText, likePattern, searchText, sortKey } from "./text-keys.ts";

describe("text keys", () => {
  it("folds accents and case so 'maria' matches 'María'", () => {
    expect(foldText("  María  José ")).toBe("maria jose");
    expect(searchText("Ángela", null, "ROJAS", undefined, "12.345.678-5")).toBe(
      "angela rojas 12.345.678-5",
    );
  });

  it("keeps ñ distinct and sorts it after n", () => {
    expect(foldText("Muñoz")).toBe("muñoz");
    const names = ["Nuñez", "Nunez", "Ñuble", "Oyarzún", "Núñez"];
    const sorted = [...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
    expect(sorted).toEqual(["Nunez", "Nuñez", "Núñez", "Ñuble", "Oyarzún"]);
  });

  it("escapes LIKE wildcards typed by a person", () => {
    expect(likePattern("50%_off")).toBe("%50\\%\\_off%");
  });
});
