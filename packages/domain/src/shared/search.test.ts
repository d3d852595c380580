import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  foldForSearch,
  matchesSearch,
  searchWords,
  studentMatchesSearch,
  studentSearchTerm,
  studentSearchText,
} from "./search";

const sofia = {
  firstName: "Sofía",
  lastName: "Castillo Muñoz",
  email: "sofia.castillo@correo.cl",
  dni: "12345678-5",
};

describe("one search for students, wherever they are searched", () => {
  it("folds case, accents and ñ's tilde, and collapses spaces", () => {
    expect(foldForSearch("  SOFÍA   Muñoz ")).toBe("sofia munoz");
    expect(searchWords(" Sofía  Muñoz ")).toEqual(["sofia", "munoz"]);
  });

  it("finds 'Sofía Muñoz' in 'Sofía Castillo Muñoz': every word, in any order", () => {
    expect(studentMatchesSearch(sofia, "Sofía Muñoz")).toBe(true);
    expect(studentMatchesSearch(sofia, "munoz sofia")).toBe(true);
    expect(studentMatchesSearch(sofia, "SOFIA castillo")).toBe(true);
    expect(studentMatchesSearch(sofia, "Sofía Rojas")).toBe(false);
  });

  it("finds by e-mail and by RUT, with or without dots", () => {
    expect(studentMatchesSearch(sofia, "castillo@")).toBe(true);
    expect(studentMatchesSearch(sofia, "12.345.678-5")).toBe(true);
    expect(studentMatchesSearch(sofia, "12345678")).toBe(true);
    expect(studentSearchTerm("12.345.678")).toBe("12345678");
    expect(studentSearchTerm("Ana 2.0")).toBe("Ana 2.0");
  });

  it("property: a student is found by any word of her name, however it is accented or cased", () => {
    const word = fc.stringMatching(/^[a-záéíóúñü]{1,8}$/);
    fc.assert(
      fc.property(word, word, word, fc.nat(2), (first, last1, last2, pick) => {
        const student = { firstName: first, lastName: `${last1} ${last2}`, email: null, dni: null };
        const typed = [first, last1, last2][pick] ?? first;
        const shouted = typed
          .toUpperCase()
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "");
        expect(studentMatchesSearch(student, shouted)).toBe(true);
        expect(matchesSearch(studentSearchText(student), `${last2} ${first}`)).toBe(true);
      }),
    );
  });
});
