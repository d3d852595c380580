import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDates } from "../../test/arbitraries";
import {
  ageOn,
  birthdayInYear,
  birthdayMonthDays,
  birthdaysAround,
  isBirthdayOn,
  turnsAge,
} from "./age";

const isoDate = isoDates("1896-01-01", "2104-12-31");

describe("age", () => {
  it("counts completed years", () => {
    expect(ageOn("2000-08-15", "2026-08-14")).toBe(25);
    expect(ageOn("2000-08-15", "2026-08-15")).toBe(26);
    expect(ageOn("2000-08-15", "2026-12-31")).toBe(26);
    expect(ageOn("2026-08-15", "2026-08-15")).toBe(0);
  });

  it("never gives a negative age", () => {
    expect(ageOn("2030-01-01", "2026-08-15")).toBe(0);
  });

  it("celebrates 29 February on 28 February in non-leap years", () => {
    expect(birthdayInYear("2012-02-29", 2026)).toBe("2026-02-28");
    expect(birthdayInYear("2012-02-29", 2028)).toBe("2028-02-29");
    expect(birthdayInYear("2000-02-29", 2100)).toBe("2100-02-28");
    expect(ageOn("2012-02-29", "2026-02-27")).toBe(13);
    expect(ageOn("2012-02-29", "2026-02-28")).toBe(14);
    expect(isBirthdayOn("2012-02-29", "2026-02-28")).toBe(true);
    expect(isBirthdayOn("2012-02-29", "2026-03-01")).toBe(false);
    expect(isBirthdayOn("2012-02-29", "2028-02-29")).toBe(true);
    expect(isBirthdayOn("2012-02-29", "2028-02-28")).toBe(false);
  });

  it("does not move a 28 February birthday", () => {
    expect(isBirthdayOn("2011-02-28", "2028-02-28")).toBe(true);
    expect(isBirthdayOn("2011-02-28", "2028-02-29")).toBe(false);
  });

  it("says which age a person turns in the year of a date", () => {
    expect(turnsAge("2000-08-15", "2026-08-15")).toBe(26);
    expect(turnsAge("2012-02-29", "2026-02-28")).toBe(14);
  });
});

describe("birthdaysAround", () => {
  const people = [
    { id: 1, fullName: "Valentina Rojas", birthDate: "2010-08-15" },
    { id: 2, fullName: "Ana Pérez", birthDate: "1995-08-15" },
    { id: 3, fullName: "Camila Soto", birthDate: "2001-08-16" },
    { id: 4, fullName: "Sin Fecha", birthDate: null },
    { id: 5, fullName: "Josefa Díaz", birthDate: "2012-02-29" },
  ];

  it("lists birthdays today and tomorrow with the age turned, by name", () => {
    const result = birthdaysAround(people, "2026-08-15");
    expect(result.today).toEqual([
      { id: 2, fullName: "Ana Pérez", turnsAge: 31 },
      { id: 1, fullName: "Valentina Rojas", turnsAge: 16 },
    ]);
    expect(result.tomorrow).toEqual([{ id: 3, fullName: "Camila Soto", turnsAge: 25 }]);
    expect(result.totalToday).toBe(2);
    expect(result.totalTomorrow).toBe(1);
  });

  it("shows a 29 February birthday tomorrow when today is 27 February of a non-leap year", () => {
    const result = birthdaysAround(people, "2026-02-27");
    expect(result.today).toEqual([]);
    expect(result.tomorrow).toEqual([{ id: 5, fullName: "Josefa Díaz", turnsAge: 14 }]);
  });

  it("crosses the year end", () => {
    const result = birthdaysAround(
      [{ id: 9, fullName: "Año Nuevo", birthDate: "2000-01-01" }],
      "2026-12-31",
    );
    expect(result.tomorrow).toEqual([{ id: 9, fullName: "Año Nuevo", turnsAge: 27 }]);
  });
});

describe("birthdayMonthDays", () => {
  it("adds 29 February on the 28th of a non-leap year only", () => {
    expect(birthdayMonthDays("2026-08-15")).toEqual(["08-15"]);
    expect(birthdayMonthDays("2026-02-28")).toEqual(["02-28", "02-29"]);
    expect(birthdayMonthDays("2028-02-28")).toEqual(["02-28"]);
    expect(birthdayMonthDays("2028-02-29")).toEqual(["02-29"]);
  });

  it("holds the ending of every birth date whose birthday is that day, and no other", () => {
    fc.assert(
      fc.property(isoDate, isoDate, (birthDate, date) => {
        expect(birthdayMonthDays(date).includes(birthDate.slice(5))).toBe(
          isBirthdayOn(birthDate, date),
        );
      }),
    );
    // Random pairs rarely share a day: the same day of another year, and 29 February.
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1896, max: 2104 }), (date, year) => {
        if (!date.endsWith("02-29"))
          expect(isBirthdayOn(`${year}${date.slice(4)}`, date)).toBe(true);
        expect(isBirthdayOn("2000-02-29", date)).toBe(birthdayMonthDays(date).includes("02-29"));
      }),
    );
  });
});
