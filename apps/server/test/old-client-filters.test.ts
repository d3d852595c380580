import { expect, it } from "vitest";
import { z } from "zod";
import { expectProblem } from "./support/problem.ts";
import { describeEachDatabase } from "./support/test-app.ts";

// Issue 23, 15: what the original NOVA front end sends. The test clock stands on 2026-08-15 in
// the studio's zone, so a bare month number is that month of 2026.
describeEachDatabase("list filters an old client sends", (t) => {
  const get = async (url: string) =>
    t.app.inject({ url, headers: { authorization: await t.authHeader() } });
  const ids = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return (res.json() as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
  };

  it("takes status=owner and status=instructor (singular) as owners and instructors", async () => {
    const owner = await t.seed.teacher({ firstName: "Duena", lastName: "Singular" });
    await t.db
      .updateTable("teachers")
      .set({ is_studio_owner: 1 })
      .where("id", "=", owner)
      .execute();
    await t.db
      .updateTable("teacher_status_changes")
      .set({ is_studio_owner: 1 })
      .where("teacher_id", "=", owner)
      .execute();
    const instructor = await t.seed.teacher({ firstName: "Profe", lastName: "Singular" });
    const owners = await ids("/api/teachers?status=owner&search=Singular");
    const instructors = await ids("/api/teachers?status=instructor&search=Singular");
    expect(owners).toEqual(await ids("/api/teachers?status=owners&search=Singular"));
    expect(instructors).toEqual(await ids("/api/teachers?status=instructors&search=Singular"));
    expect(owners).toEqual([owner]);
    expect(instructors).toEqual([instructor]);
  });

  it("reads month=10 (a month number) as that month of the studio's current year", async () => {
    const klass = await t.seed.class({ name: "Clase del mes suelto", price: 20000 });
    const student = await t.seed.enrolledStudent(
      klass,
      { firstName: "Mes", lastName: "Suelto" },
      "2026-01-01",
    );
    const pay = (month: string) =>
      t.seed.payment({
        studentId: student,
        classId: klass,
        amount: 20000,
        month,
        date: "2026-08-01",
      });
    const october = await pay("2026-10");
    const march = await pay("2026-03");
    await pay("2025-10");
    expect(await ids("/api/payments?month=10")).toEqual([october]);
    expect(await ids("/api/payments?month=10")).toEqual(await ids("/api/payments?month=2026-10"));
    expect(await ids("/api/payments?month=3")).toEqual([march]);
    expect(await ids("/api/payments?month=03")).toEqual([march]);
    expect(await ids("/api/payments?month=2025-10")).not.toContain(october);
  });

  it.each(["13", "0", "00", "2026-1", "10-2026", "2026/10", "oct", "2026-13"])(
    "answers 400 in Spanish naming the accepted format for month=%s",
    async (month) => {
      const res = await get(`/api/payments?month=${encodeURIComponent(month)}`);
      expectProblem(res, 400, "VALIDATION_ERROR");
      expect(res.json().details.field).toBe("month");
      expect(res.json().message).toMatch(/AAAA-MM/);
      // A number outside 1-12 is read as a month number gone wrong: both formats are named.
      if (/^\d+$/.test(month)) expect(res.json().message).toMatch(/del 1 al 12/);
    },
  );

  it("documents in OpenAPI the format of every list filter", () => {
    const parameter = z.looseObject({
      in: z.string(),
      name: z.string(),
      description: z.string().optional(),
      schema: z.unknown(),
    });
    const doc = z
      .object({
        paths: z.record(
          z.string(),
          z.record(z.string(), z.looseObject({ parameters: z.array(parameter).optional() })),
        ),
      })
      .parse(t.app.swagger());
    const undocumented: string[] = [];
    const byName = new Map<string, z.infer<typeof parameter>>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? []) {
          if (p.in !== "query") continue;
          byName.set(`${method.toUpperCase()} ${path} ${p.name}`, p);
          if (!p.description?.trim())
            undocumented.push(`${method.toUpperCase()} ${path} ?${p.name}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
    const teacherStatus = JSON.stringify(byName.get("GET /api/teachers status")?.schema);
    for (const value of ["owners", "instructors", "owner", "instructor"]) {
      expect(teacherStatus).toContain(`"${value}"`);
    }
    const month = byName.get("GET /api/payments month");
    expect(JSON.stringify(month?.schema)).toContain("pattern");
    expect(month?.description).toMatch(/AAAA-MM/);
    expect(month?.description).toMatch(/1 al 12/);
  });
});
