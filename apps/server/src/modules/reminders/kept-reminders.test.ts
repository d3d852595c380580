// The whole studio's reminders are written a batch of payers at a time (issue 37): the answer
// is the domain's, in name order, and other work of the process runs between the batches.
import { comparePayers, type ReminderGroup, reminderOf } from "@nova/domain";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { remindersOfGroups } from "./kept-reminders.ts";

const template = { greeting: "Estimada/o", closing: "Saludos, {estudio}.", studioName: "Nova" };
const today = "2026-12-07";

/** `count` payers, each a guardian owing one month of one student. */
function groupsOf(count: number, amount = 30_000): ReminderGroup[] {
  return Array.from({ length: count }, (_, i) => ({
    payer: {
      key: `g:${i}`,
      kind: "guardian" as const,
      id: i,
      name: `Apoderada ${String(count - i).padStart(5, "0")}`,
      phone: "+56 9 1234 5678",
      gender: "F" as const,
      self: false,
    },
    due: [
      { studentId: i, name: `Alumna ${i}`, months: ["2026-11"], fees: [], amount, surcharge: 0 },
    ],
    upcoming: [],
  }));
}

describe("kept reminders", () => {
  // Only its identity matters here: the kept lists are per database.
  const db = {} as Database;

  it("answers the domain's reminders in name order, letting the process work between batches", async () => {
    const groups = groupsOf(2_500);
    let turnsSeen = 0;
    const ticking = setInterval(() => {
      turnsSeen += 1;
    }, 0);
    const answer = await remindersOfGroups(db, "debts", groups, { template, today, whole: true });
    clearInterval(ticking);
    const expected = groups.map((g) => reminderOf(g, template, today)).sort(comparePayers);
    expect(answer).toEqual(expected);
    // Three batches of at most a thousand payers: the timer ran between them.
    expect(turnsSeen).toBeGreaterThanOrEqual(1);
  });

  it("writes again only the payers whose parts changed", async () => {
    const groups = groupsOf(3);
    const first = await remindersOfGroups(db, "month:2026-11", groups, {
      template,
      today,
      whole: true,
    });
    const changed = groupsOf(3);
    const [one] = groupsOf(1, 45_000);
    if (!one) throw new Error("one group expected");
    changed[0] = { ...one, payer: changed[0]?.payer ?? one.payer };
    const second = await remindersOfGroups(db, "month:2026-11", changed, {
      template,
      today,
      whole: true,
    });
    const byKey = (list: typeof first) => new Map(list.map((r) => [r.payerKey, r]));
    expect(byKey(second).get("g:1")).toBe(byKey(first).get("g:1"));
    expect(byKey(second).get("g:0")).not.toBe(byKey(first).get("g:0"));
    expect(byKey(second).get("g:0")?.text).toContain("$45.000");
  });
});
