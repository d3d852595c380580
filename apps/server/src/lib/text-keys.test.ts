import { describe, expect, it } from "vitest";
import { likePatterns } from "../db/sql-fragments.ts";
import { foldText, searchText, sortKey } from "./text-keys.ts";

describe("text keys", () => {
  it("folds accents and case so 'maria' matches 'María'", () => {
    expect(foldText("  María  José ")).toBe("maria jose");
    expect(searchText("Ángela", null, "ROJAS", undefined, "12.345.678-5")).toBe(
      "angela rojas 12.345.678-5",
    );
  });

  it("folds ñ for search, so 'munoz' finds 'Muñoz'", () => {
    expect(foldText("Muñoz")).toBe("munoz");
    expect(searchText("Ángela", "Núñez")).toBe("angela nunez");
  });

  it("keeps ñ distinct in sort keys and sorts it after n", () => {
    const names = ["Nuñez", "Nunez", "Ñuble", "Oyarzún", "Núñez"];
    const sorted = [...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
    expect(sorted).toEqual(["Nunez", "Nuñez", "Núñez", "Ñuble", "Oyarzún"]);
  });

  it("makes one pattern per word and escapes LIKE wildcards typed by a person", () => {
    expect(likePatterns("50%_off")).toEqual(["%50\\%\\_off%"]);
    expect(likePatterns("  Núñez   ángela ")).toEqual(["%nunez%", "%angela%"]);
  });
});
