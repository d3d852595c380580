import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDates } from "../../test/arbitraries";
import { errorsOf } from "../../test/schema-errors";
import { z } from "../zod";
import {
  DATE_RANGE_MESSAGE,
  dateField,
  INVALID_DATE_MESSAGE,
  INVALID_ID_MESSAGE,
  INVALID_MONTH_MESSAGE,
  idField,
  MAX_ID,
  MONTH_RANGE_MESSAGE,
  monthField,
  optionalDateField,
} from "./fields";

// Issue 35: the one date, month and id schemas every route's input goes through.

const date = z.object({ d: dateField("La fecha es requerida") });
const month = z.object({ m: monthField() });
const id = z.object({ id: idField() });

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

describe("the date schema", () => {
  it("takes real calendar days only", () => {
    expect(date.parse({ d: "2026-08-15" })).toEqual({ d: "2026-08-15" });
    expect(date.parse({ d: " 2028-02-29 " })).toEqual({ d: "2028-02-29" });
    for (const bad of [
      "0000-00-00",
      "2024-02-30",
      "2026-02-29",
      "2100-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-8-15",
      "15-08-2026",
      "2026/08/15",
      "+2026-08-1",
      "２０２６-08-15",
    ]) {
      expect(errorsOf(date, { d: bad }).d, bad).toBe(INVALID_DATE_MESSAGE);
    }
    expect(errorsOf(date, { d: "2026-08-15T00:00:00Z" }).d).toBe("Máximo 10 caracteres");
    for (const missing of [undefined, "", "   "]) {
      expect(errorsOf(date, { d: missing }).d).toBe("La fecha es requerida");
    }
  });

  it("refuses real days outside 1900-2100 with a message that says the range", () => {
    expect(DATE_RANGE_MESSAGE).toBe("La fecha debe estar entre el 01-01-1900 y el 31-12-2100");
    for (const far of ["0001-01-01", "1899-12-31", "2101-01-01", "9999-12-31"]) {
      expect(errorsOf(date, { d: far }).d, far).toBe(DATE_RANGE_MESSAGE);
    }
    expect(date.parse({ d: "1900-01-01" }).d).toBe("1900-01-01");
    expect(date.parse({ d: "2100-12-31" }).d).toBe("2100-12-31");
  });

  it("accepts only strings that are a real day and round-trip through Date", () => {
    // Any ten characters of digits and dashes: most are not days at all.
    const candidates = fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 0, max: 9999 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(
          ([y, m, d]) =>
            `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
        ),
      fc.stringMatching(/^[0-9-]{8,11}$/),
    );
    fc.assert(
      fc.property(candidates, (text) => {
        const result = date.safeParse({ d: text });
        if (!result.success) return;
        const parsed = new Date(`${text}T00:00:00Z`);
        expect(Number.isNaN(parsed.getTime())).toBe(false);
        expect(parsed.toISOString().slice(0, 10)).toBe(text);
        const [y, m, d] = text.split("-").map(Number) as [number, number, number];
        expect(y).toBeGreaterThanOrEqual(1900);
        expect(y).toBeLessThanOrEqual(2100);
        if (m === 2 && d === 29) expect(isLeap(y)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("accepts every real day of the range", () => {
    const days = isoDates("1900-01-01", "2100-12-31");
    fc.assert(fc.property(days, (day) => date.safeParse({ d: day }).success));
  });

  it("takes 29 February in leap years only", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), (year) => {
        const text = `${year}-02-29`;
        expect(date.safeParse({ d: text }).success).toBe(isLeap(year));
      }),
    );
  });

  it("has an optional form where missing or blank is null", () => {
    const optional = z.object({ d: optionalDateField() });
    expect(optional.parse({})).toEqual({ d: null });
    expect(optional.parse({ d: null })).toEqual({ d: null });
    expect(optional.parse({ d: "  " })).toEqual({ d: null });
    expect(optional.parse({ d: "2026-08-15" })).toEqual({ d: "2026-08-15" });
    expect(errorsOf(optional, { d: "2024-02-30" }).d).toBe(INVALID_DATE_MESSAGE);
    expect(errorsOf(optional, { d: "1800-01-01" }).d).toBe(DATE_RANGE_MESSAGE);
  });
});

describe("the month schema", () => {
  it("takes YYYY-MM months from 1900-01 to 2100-12", () => {
    expect(month.parse({ m: "2026-08" })).toEqual({ m: "2026-08" });
    expect(month.parse({ m: "1900-01" }).m).toBe("1900-01");
    expect(month.parse({ m: "2100-12" }).m).toBe("2100-12");
    for (const bad of ["2026-13", "2026-00", "2026-1", "0000-00", "202608", "2026/08"]) {
      expect(errorsOf(month, { m: bad }).m, bad).toBe(INVALID_MONTH_MESSAGE);
    }
    expect(MONTH_RANGE_MESSAGE).toBe("El mes debe estar entre enero 1900 y diciembre 2100");
    for (const far of ["0001-01", "1899-12", "2101-01", "9999-12"]) {
      expect(errorsOf(month, { m: far }).m, far).toBe(MONTH_RANGE_MESSAGE);
    }
  });

  it("accepts only strings that are the month of a real day in the range", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{4}-[0-9]{2}$/), (text) => {
        if (!month.safeParse({ m: text }).success) return;
        const parsed = new Date(`${text}-01T00:00:00Z`);
        expect(parsed.toISOString().slice(0, 7)).toBe(text);
        expect(parsed.getUTCFullYear()).toBeGreaterThanOrEqual(1900);
        expect(parsed.getUTCFullYear()).toBeLessThanOrEqual(2100);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("the id schema", () => {
  it("takes positive integers up to PostgreSQL's int4, as numbers or digits", () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(id.parse({ id: 1 })).toEqual({ id: 1 });
    expect(id.parse({ id: "42" })).toEqual({ id: 42 });
    expect(id.parse({ id: "2147483647" })).toEqual({ id: 2_147_483_647 });
    for (const bad of [
      "2147483648",
      2_147_483_648,
      "-1",
      -1,
      "0",
      0,
      "1e20",
      1e20,
      "abc",
      "1.5",
      1.5,
      "",
      "99999999999999999999",
      null,
      true,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(errorsOf(id, { id: bad }).id, String(bad)).toBe(INVALID_ID_MESSAGE);
    }
  });

  it("accepts exactly the integers from 1 to MAX_ID", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)), (value) => {
        const result = id.safeParse({ id: value });
        const n = Number(value);
        const expected =
          Number.isInteger(n) && n >= 1 && n <= MAX_ID && /^-?\d+$/.test(String(value));
        expect(result.success).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});
