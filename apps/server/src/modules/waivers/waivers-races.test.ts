import { expect, it } from "vitest";
import { errorTypes, tallyStatuses } from "../../../test/support/concurrency.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// docs/product/engineering.md#concurrency: a unique row two requests race for is one 201 and 409s, never a 500.
describeEachDatabase("late-fee waivers under concurrent requests", (t) => {
  it("ten waivers of one student's month at once: one 201, the others 409 DUPLICATE_WAIVER", async () => {
    const api = adminApi(t);
    const classId = await t.seed.class({ name: "Jazz", price: 20_000 });
    const tallies: Record<number, number>[] = [];
    const refusals: string[] = [];
    for (let round = 0; round < 6; round++) {
      const studentId = await t.seed.enrolledStudent(
        classId,
        { firstName: "Condona", lastName: `R${round}` },
        "2026-07-01",
      );
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api("POST", `/api/students/${studentId}/fee-waivers`, {
            month: "2026-08",
            reason: `Licencia ${i}`,
          }),
        ),
      );
      tallies.push(tallyStatuses(responses));
      refusals.push(...errorTypes(responses));
    }
    expect(tallies).toEqual(tallies.map(() => ({ 201: 1, 409: 9 })));
    expect(new Set(refusals)).toEqual(new Set(["DUPLICATE_WAIVER"]));
  });
});
