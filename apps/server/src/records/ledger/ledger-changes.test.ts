import { describe, expect, it } from "vitest";
import { type AuditedWrite, reachOf, studentsChangedAfter } from "./ledger-changes.ts";

const write = (w: Partial<AuditedWrite>): AuditedWrite => ({
  entity: "payment",
  action: "create",
  entity_id: "1",
  before: null,
  after: null,
  ...w,
});

describe("what a write reaches in the owed months", () => {
  it("narrows a payment, its void, a new student and a waiver to their student", () => {
    expect(reachOf(write({ after: JSON.stringify({ studentId: 7, amount: 1 }) }))).toEqual([7]);
    expect(
      reachOf(write({ action: "void", before: JSON.stringify({ studentId: 8 }), after: null })),
    ).toEqual([8]);
    expect(reachOf(write({ entity: "student", action: "create", entity_id: "9" }))).toEqual([9]);
    expect(reachOf(write({ entity: "student", action: "waive-late-fee", entity_id: "4" }))).toEqual(
      [4],
    );
  });

  it("reaches the whole studio when it cannot be sure", () => {
    // A payment row whose student cannot be read (redacted, malformed).
    expect(reachOf(write({ after: "{" }))).toBe("all");
    expect(reachOf(write({ after: JSON.stringify({ studentId: "7" }) }))).toBe("all");
    // Anything that changes families, prices, enrollments or settings; anything unknown.
    for (const entity of ["enrollment", "class", "settings", "guardian", "scholarship", "new"]) {
      expect(reachOf(write({ entity, after: JSON.stringify({ studentId: 1 }) }))).toBe("all");
    }
    expect(reachOf(write({ entity: "student", action: "update", entity_id: "3" }))).toBe("all");
    expect(reachOf(write({ entity: "student", action: "delete", entity_id: "3" }))).toBe("all");
  });

  it("leaves the months alone for what no month reads", () => {
    const outside = ["attendance", "cash-close", "teacher", "user", "tax-document", "receipt"];
    // A visitor's trial request, the waitlist and a family's correction request: the visitors
    // of the public page must not make the desk's debts be computed again whole.
    outside.push("trial-request", "waitlist", "correction-request");
    for (const entity of outside) {
      expect(reachOf(write({ entity }))).toBe("none");
    }
  });

  it("gathers the students of the writes after a position, or says all", () => {
    const writes = [
      { ...write({ after: JSON.stringify({ studentId: 1 }) }), id: 10 },
      { ...write({ entity: "teacher" }), id: 11 },
      { ...write({ after: JSON.stringify({ studentId: 2 }) }), id: 12 },
      { ...write({ entity: "class" }), id: 13 },
    ];
    expect(studentsChangedAfter(writes.slice(0, 3), 10)).toEqual(new Set([2]));
    expect(studentsChangedAfter(writes.slice(0, 3), 9)).toEqual(new Set([1, 2]));
    expect(studentsChangedAfter(writes, 9)).toBe("all");
    expect(studentsChangedAfter(null, 9)).toBe("all");
  });
});
