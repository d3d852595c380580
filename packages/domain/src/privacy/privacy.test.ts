import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDates } from "../../test/arbitraries";
import { addDays, dayOfWeekOf } from "../calendar/date";
import { anonymizedFields, erasureRefusal, type PersonalFields } from "./anonymize";
import { deadlineState, deadlineWarning, isBusinessDay, requestDeadline } from "./deadlines";
import { hasConsent, mayMessage } from "./purposes";
import {
  auditRetentionCutoff,
  monthsAfter,
  type RetentionSubject,
  retentionCandidates,
  retentionEndsOn,
  type TrialRetentionSubject,
  trialRequestsPastTerm,
} from "./retention";

// Chilean public holidays of late 2026 (official list) used as the given holidays.
const HOLIDAYS_2026 = ["2026-12-08", "2026-12-25"];

const dateArb = isoDates("2020-01-01", "2035-12-31");

describe("request deadlines", () => {
  it("counts 30 calendar days and moves a weekend deadline to the Monday", () => {
    // 2026-12-01 + 30 = 2026-12-31 (Thursday)
    expect(requestDeadline("2026-12-01", 30, "calendar")).toBe("2026-12-31");
    // 2026-12-04 + 30 = 2027-01-03 (Sunday) -> Monday 4 January
    expect(requestDeadline("2026-12-04", 30, "calendar")).toBe("2027-01-04");
  });

  it("counts business days past weekends and Chilean holidays", () => {
    // From Monday 2026-12-07: 8 December (Inmaculada Concepción) does not count.
    expect(requestDeadline("2026-12-07", 1, "business", HOLIDAYS_2026)).toBe("2026-12-09");
    // Friday 2026-12-18 + 5 business days: 21,22,23,24, (25 holiday), 28
    expect(requestDeadline("2026-12-18", 5, "business", HOLIDAYS_2026)).toBe("2026-12-28");
  });

  it("always ends on a business day, never before the calendar count", () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 60 }), fc.boolean(), (day, n, business) => {
        const deadline = requestDeadline(day, n, business ? "business" : "calendar", HOLIDAYS_2026);
        expect(isBusinessDay(deadline, new Set(HOLIDAYS_2026))).toBe(true);
        expect(deadline >= addDays(day, n)).toBe(true);
        expect(["SATURDAY", "SUNDAY"]).not.toContain(dayOfWeekOf(deadline));
      }),
    );
  });

  it("warns five days ahead and marks what is past as overdue", () => {
    expect(deadlineState("2026-12-31", "2026-12-20")).toBe("on-time");
    expect(deadlineState("2026-12-31", "2026-12-27")).toBe("due-soon");
    expect(deadlineState("2026-12-31", "2027-01-01")).toBe("overdue");
  });
});

describe("consent and messages", () => {
  const given = {
    purpose: "marketing" as const,
    givenAt: "2026-01-01T10:00:00Z",
    withdrawnAt: null,
  };
  it("a withdrawn consent stops marketing at once; billing messages need none", () => {
    const state = { consents: [given], blocked: false, opposed: false };
    expect(mayMessage(state, "marketing")).toBe(true);
    const withdrawn = { ...given, withdrawnAt: "2026-02-01T10:00:00Z" };
    expect(mayMessage({ ...state, consents: [withdrawn] }, "marketing")).toBe(false);
    expect(mayMessage({ ...state, consents: [] }, "billing")).toBe(true);
  });
  it("the newest record of a purpose decides; a blocked person gets no message at all", () => {
    const again = { ...given, givenAt: "2026-03-01T10:00:00Z" };
    const withdrawn = { ...given, withdrawnAt: "2026-02-01T10:00:00Z" };
    expect(hasConsent([withdrawn, again], "marketing")).toBe(true);
    expect(hasConsent([again], "photos")).toBe(false);
    const blocked = { consents: [again], blocked: true, opposed: false };
    expect(mayMessage(blocked, "billing")).toBe(false);
    expect(mayMessage(blocked, "marketing")).toBe(false);
    expect(mayMessage({ ...blocked, blocked: false, opposed: true }, "marketing")).toBe(false);
  });
});

describe("retention", () => {
  const base: RetentionSubject = {
    id: 1,
    createdAt: "2018-03-01T12:00:00Z",
    enrollments: [{ enrollmentDate: "2018-03-01", endedOn: "2019-12-15" }],
    owed: 0,
    legalHold: false,
    anonymized: false,
  };
  it("suggests a former student once the years since her last enrollment ended have passed", () => {
    expect(retentionEndsOn("2019-12-15", 6)).toBe("2025-12-15");
    expect(retentionEndsOn("2020-02-29", 1)).toBe("2021-02-28");
    expect(retentionCandidates([base], "2025-12-15", 6)).toEqual([
      { id: 1, retentionStart: "2019-12-15", retentionEndsOn: "2025-12-15" },
    ]);
    expect(retentionCandidates([base], "2025-12-14", 6)).toEqual([]);
  });
  it("never suggests someone enrolled, owing, on legal hold or already anonymised", () => {
    const subjects = [
      {
        ...base,
        id: 2,
        enrollments: [...base.enrollments, { enrollmentDate: "2019-01-01", endedOn: null }],
      },
      { ...base, id: 3, owed: 25_000 },
      { ...base, id: 4, legalHold: true },
      { ...base, id: 5, anonymized: true },
    ];
    expect(retentionCandidates(subjects, "2030-01-01", 6)).toEqual([]);
  });
  it("counts from creation for someone who never enrolled; every candidate is past its term", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            created: dateArb,
            ends: fc.option(dateArb),
            owed: fc.nat(50_000),
            hold: fc.boolean(),
          }),
          { maxLength: 20 },
        ),
        dateArb,
        fc.integer({ min: 1, max: 10 }),
        (rows, today, years) => {
          const subjects = rows.map((r, i) => ({
            id: i + 1,
            createdAt: r.created,
            enrollments: r.ends === null ? [] : [{ enrollmentDate: r.created, endedOn: r.ends }],
            owed: r.owed,
            legalHold: r.hold,
            anonymized: false,
          }));
          for (const c of retentionCandidates(subjects, today, years)) {
            const s = subjects[c.id - 1] as RetentionSubject;
            expect(s.owed).toBe(0);
            expect(s.legalHold).toBe(false);
            expect(c.retentionEndsOn <= today).toBe(true);
          }
        },
      ),
    );
  });
});

describe("anonymiser", () => {
  const text = fc.string({ minLength: 3, maxLength: 20 }).filter((s) => s.trim().length >= 3);
  const person = fc.record({
    firstName: text,
    lastName: text,
    email: fc.option(fc.emailAddress()),
    phone: fc.option(fc.stringMatching(/^\+569\d{8}$/)),
    dni: fc.option(fc.stringMatching(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/)),
    birthDate: fc.option(dateArb),
    address: fc.option(text),
    emergencyContactName: fc.option(text),
    emergencyContactPhone: fc.option(fc.stringMatching(/^\+569\d{8}$/)),
  });

  it("leaves none of her personal values in any field, and keeps every amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        person,
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 10_000_000 }),
            month: fc.constant("2026-05"),
          }),
        ),
        (id, original: PersonalFields, payments) => {
          const after = anonymizedFields(id);
          const values = Object.values(original).filter((v): v is string => v !== null);
          for (const field of Object.values(after)) {
            if (field === null) continue;
            for (const value of values) {
              // The placeholder is fixed text and the id, so it holds a value only by chance
              // when that value is part of "Persona eliminada #id" itself.
              if (!`Persona eliminada #${id}`.includes(value)) expect(field).not.toContain(value);
            }
          }
          // Anonymising touches only personal fields: the books (amounts per month) are the
          // same objects, so every total is the same to the peso.
          const total = (rows: typeof payments) => rows.reduce((s, p) => s + p.amount, 0);
          const kept = payments.map((p) => ({
            ...p,
            studentName: `${after.firstName} ${after.lastName}`,
          }));
          expect(total(kept)).toBe(total(payments));
          expect(`${after.firstName} ${after.lastName}`).toBe(`Persona eliminada #${id}`);
        },
      ),
    );
  });

  it("refuses while money is owed or a legal hold stands, and says why", () => {
    expect(erasureRefusal({ owed: 0, legalHoldReason: null, anonymized: false })).toBeNull();
    expect(erasureRefusal({ owed: 28_750, legalHoldReason: null, anonymized: false })?.reason).toBe(
      "money-owed",
    );
    expect(erasureRefusal({ owed: 0, legalHoldReason: "Disputa", anonymized: false })).toEqual({
      reason: "legal-hold",
      detail: "Disputa",
    });
  });
});

describe("retention of trial requests and audit values", () => {
  const request: TrialRetentionSubject = {
    id: 7,
    createdAt: "2025-10-26T15:00:00Z",
    converted: false,
    waiting: false,
    anonymized: false,
  };
  it("takes an unconverted request once its months have passed, never a converted one", () => {
    expect(trialRequestsPastTerm([request], "2026-10-26", 12)).toEqual([
      { id: 7, retentionEndsOn: "2026-10-26" },
    ]);
    expect(trialRequestsPastTerm([request], "2026-10-25", 12)).toEqual([]);
    const kept = [
      { ...request, converted: true },
      { ...request, waiting: true },
      { ...request, anonymized: true },
    ];
    expect(trialRequestsPastTerm(kept, "2030-01-01", 12)).toEqual([]);
  });
  it("counts months to the month's last day when it is shorter", () => {
    expect(monthsAfter("2026-01-31", 1)).toBe("2026-02-28");
    expect(monthsAfter("2024-01-31", 1)).toBe("2024-02-29");
    expect(monthsAfter("2026-03-15", -14)).toBe("2025-01-15");
    expect(auditRetentionCutoff("2026-11-26", 6)).toBe("2020-11-26");
  });
  it("every request taken is past its term, every one left is within it or kept", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ created: dateArb, converted: fc.boolean(), waiting: fc.boolean() }), {
          maxLength: 20,
        }),
        dateArb,
        fc.integer({ min: 1, max: 120 }),
        (rows, today, months) => {
          const subjects = rows.map((r, i) => ({
            id: i,
            createdAt: `${r.created}T12:00:00Z`,
            converted: r.converted,
            waiting: r.waiting,
            anonymized: false,
          }));
          const taken = new Set(trialRequestsPastTerm(subjects, today, months).map((t) => t.id));
          for (const s of subjects) {
            const past = monthsAfter(s.createdAt.slice(0, 10), months) <= today;
            expect(taken.has(s.id)).toBe(past && !s.converted && !s.waiting);
          }
        },
      ),
    );
  });
});

describe("the dashboard's deadline warning", () => {
  it("warns within the business days ahead, holidays skipped, and once overdue", () => {
    // Friday 4 December 2026; 8 December is a holiday.
    expect(deadlineWarning("2026-12-03", "2026-12-04", 5, HOLIDAYS_2026)).toBe("overdue");
    expect(deadlineWarning("2026-12-04", "2026-12-04", 5, HOLIDAYS_2026)).toBe("due-soon");
    // Five business days: 7, 9, 10, 11, 14.
    expect(deadlineWarning("2026-12-14", "2026-12-04", 5, HOLIDAYS_2026)).toBe("due-soon");
    expect(deadlineWarning("2026-12-15", "2026-12-04", 5, HOLIDAYS_2026)).toBeNull();
    expect(deadlineWarning("2026-12-14", "2026-12-04", 5)).toBeNull();
  });
});
