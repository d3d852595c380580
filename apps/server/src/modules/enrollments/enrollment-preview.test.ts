import { beforeAll, expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { adminApi, sameTimeOn } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 36, finding 4: the enroll dialogs preview what an enrollment will charge before
// confirming: the first month by the studio's policy and rounding, and the matrícula when due.
// The server computes it with the ledger, so the dialog says what the student's page then says.
// Today is Saturday 2026-08-15. Ballet meets on Mondays and Wednesdays: 9 sessions in August,
// 5 from the 15th on (32.000 × 5 ÷ 9 = 17.777,8).
describeEachDatabase("enrollment preview (issue 36)", (t) => {
  const api = adminApi(t);
  let ballet = 0;
  const preview = (query: string) => api("GET", `/api/enrollments/preview?${query}`);

  beforeAll(async () => {
    ballet = await t.seed.class({
      name: "Ballet Vista",
      price: 32_000,
      maxStudents: 20,
      schedules: sameTimeOn(["MONDAY", "WEDNESDAY"], 18),
    });
  });

  it("previews a full first month, then a prorated one, as the ledger then charges it", async () => {
    const full = await preview(`classId=${ballet}&startDate=2026-08-15`);
    expectAnswer(full, 200, {
      month: "2026-08",
      firstMonth: true,
      policy: "full",
      price: 32_000,
      charge: 32_000,
      enrollmentFee: null,
      total: 32_000,
      dueDate: "2026-08-25",
    });
    await api("PUT", "/api/settings", { payments: { firstMonthPolicy: "prorated" } });
    const student = await t.seed.student({ firstName: "Rocío", lastName: "Vista" });
    const prorated = (
      await preview(`classId=${ballet}&startDate=2026-08-15&studentId=${student}`)
    ).json();
    expect(prorated).toMatchObject({ policy: "prorated", charge: 17_780, total: 17_780 });
    expect(prorated.summary).toBe(
      "Primer mes (agosto 2026): $17.780, proporcional a las clases que quedan (precio $32.000) · Total a cobrar: $17.780",
    );
    // Enrolling as previewed charges exactly that.
    const made = await api("POST", "/api/students/enroll", {
      studentId: student,
      classId: ballet,
      enrollmentDate: "2026-08-15",
    });
    expect(made.statusCode, made.body).toBe(201);
    const owed = (await api("GET", `/api/students/${student}/outstanding-payments/2026-08`)).json();
    expect(owed.outstandingPayments[0].charge).toBe(prorated.charge);
    // Enrolled already: nothing to preview.
    const again = await preview(`classId=${ballet}&studentId=${student}`);
    expect(again.statusCode).toBe(409);
    await api("PUT", "/api/settings", { payments: { firstMonthPolicy: "full" } });
  });

  it("adds the matrícula when due, and not for a student already charged this season", async () => {
    await api("PUT", "/api/settings", { families: { enrollmentFee: 20_000 } });
    try {
      const fresh = (await preview(`classId=${ballet}&startDate=2026-08-15`)).json();
      expect(fresh).toMatchObject({
        charge: 32_000,
        enrollmentFee: { amount: 20_000, season: 2026 },
        total: 52_000,
      });
      expect(fresh.summary).toContain("Matrícula 2026: $20.000 · Total a cobrar: $52.000");
      const jazz = await t.seed.class({ name: "Jazz Vista", price: 28_000, maxStudents: 9 });
      const student = await t.seed.student({ firstName: "Sara", lastName: "Vista" });
      await api("POST", "/api/students/enroll", { studentId: student, classId: jazz });
      const second = (await preview(`classId=${ballet}&studentId=${student}`)).json();
      expect(second).toMatchObject({ enrollmentFee: null, total: 32_000 });
    } finally {
      await api("PUT", "/api/settings", { families: { enrollmentFee: 0 } });
    }
  });

  it("says a whole month for a student who had the class the month before", async () => {
    const student = await t.seed.enrolledStudent(
      ballet,
      { firstName: "Tere", lastName: "Vista" },
      "2026-06-01",
      "2026-08-01",
    );
    const res = (
      await preview(`classId=${ballet}&studentId=${student}&startDate=2026-08-03`)
    ).json();
    expect(res).toMatchObject({ firstMonth: false, charge: 32_000 });
    expect(res.summary).toContain("(mes completo)");
  });

  it("refuses a bad date, an unknown class or student", async () => {
    expect((await preview(`classId=${ballet}&startDate=2026-13-01`)).statusCode).toBe(400);
    expect((await preview("classId=999999")).statusCode).toBe(404);
    expect((await preview(`classId=${ballet}&studentId=999999`)).statusCode).toBe(404);
  });
});
