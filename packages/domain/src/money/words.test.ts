import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords } from "./words";

// An independent reader of the words back into a number, written from the grammar (values of
// the words, "mil" multiplies what precedes it within the millions, "millón(es)" the rest), so
// that the round trip checks every amount rather than a table copied from the implementation.
const VALUES: Record<string, number> = {
  cero: 0,
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciséis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiún: 21,
  veintiuno: 21,
  veintidós: 22,
  veintitrés: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiséis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};

function readWords(text: string): number {
  const words = text.split(" ");
  const unit = words.pop();
  if (unit !== "pesos" && unit !== "peso") throw new Error(`no termina en pesos: ${text}`);
  if (words.at(-1) === "de") words.pop();
  let millions = 0;
  let thousands = 0;
  let group = 0;
  for (const word of words) {
    if (word === "y") continue;
    if (word === "mil") {
      thousands += (group || 1) * 1000;
      group = 0;
    } else if (word === "millón" || word === "millones") {
      millions = (thousands + group) * 1e6;
      thousands = 0;
      group = 0;
    } else {
      const value = VALUES[word];
      if (value === undefined) throw new Error(`palabra desconocida: ${word}`);
      group += value;
    }
  }
  return millions + thousands + group;
}

describe("amountInWords", () => {
  // Each row: an amount and its words. The second group shortens uno before a noun: veintiún
  // mil, treinta y un pesos, un millón.
  it.each([
    [45_000, "cuarenta y cinco mil pesos"],
    [34_500, "treinta y cuatro mil quinientos pesos"],
    [0, "cero pesos"],
    [1, "un peso"],
    [100, "cien pesos"],
    [101, "ciento un pesos"],
    [1_000, "mil pesos"],
    [16_516, "dieciséis mil quinientos dieciséis pesos"],
    [1_000_000, "un millón de pesos"],
    [2_500_000, "dos millones quinientos mil pesos"],
    [10_000_000, "diez millones de pesos"],
    [21, "veintiún pesos"],
    [21_000, "veintiún mil pesos"],
    [31_031, "treinta y un mil treinta y un pesos"],
    [101_000, "ciento un mil pesos"],
    [21_000_000, "veintiún millones de pesos"],
    [1_000_001, "un millón un pesos"],
  ])("writes %d as a Chilean receipt does: %s", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it("refuses what is not a whole amount of pesos it can write", () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e12]) {
      expect(() => amountInWords(bad)).toThrow(RangeError);
    }
  });

  it("reads back as the same amount, for every amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
        expect(readWords(amountInWords(n))).toBe(n);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), (n) => {
        expect(readWords(amountInWords(n))).toBe(n);
      }),
      { numRuns: 2000 },
    );
  });

  it("is lowercase words separated by single spaces, never 'uno' before a noun", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
        const text = amountInWords(n);
        expect(text).toMatch(/^[a-záéíóúñ]+( [a-záéíóúñ]+)*$/);
        expect(text).not.toMatch(/uno (mil|millón|millones|pesos|de)/);
        expect(text.endsWith(n === 1 ? " peso" : " pesos") || text === "un peso").toBe(true);
      }),
    );
  });
});
