import { expect, it } from "vitest";
import { adminApi } from "./support/fixtures.ts";
import { describeEachDatabase } from "./support/test-app.ts";

// The same deletion sent several times at once (double clicks, client retries) succeeds
// exactly once on both engines: the others find nothing left to delete and answer 404, and
// exactly one audit row is written. On PostgreSQL the requests really run side by side.

describeEachDatabase("concurrent deletions succeed once", (t) => {
  const api = adminApi(t);

  const statuses = async (n: number, send: () => ReturnType<typeof api>) =>
    (await Promise.all(Array.from({ length: n }, send))).map((r) => r.statusCode).sort();

  it("deletes a student once out of six simultaneous requests", async () => {
    const student = await t.seed.student({ firstName: "Borrada", lastName: "Seis" });
    const cls = await t.seed.class({ name: "Clase de la borrada", price: 20_000 });
    await t.seed.enroll(student, cls, "2026-02-01");
    expect(await statuses(6, () => api("DELETE", `/api/students/${student}`))).toEqual([
      204, 404, 404, 404, 404, 404,
    ]);
    expect(
      (await t.auditRowsOf("student", student)).filter((r) => r.action === "delete"),
    ).toHaveLength(1);
  });

  it("deletes a teacher and a class once each", async () => {
    const teacher = await t.seed.teacher({ firstName: "Borrada", lastName: "Profe" });
    const cls = await t.seed.class({ name: "Clase borrada", price: 20_000 });
    await t.seed.assignTeacher(teacher, cls);
    expect(await statuses(6, () => api("DELETE", `/api/teachers/${teacher}`))).toEqual([
      204, 404, 404, 404, 404, 404,
    ]);
    expect(await statuses(6, () => api("DELETE", `/api/classes/${cls}`))).toEqual([
      204, 404, 404, 404, 404, 404,
    ]);
    expect(
      (await t.auditRowsOf("teacher", teacher)).filter((r) => r.action === "delete"),
    ).toHaveLength(1);
    expect((await t.auditRowsOf("class", cls)).filter((r) => r.action === "delete")).toHaveLength(
      1,
    );
  });

  it("unenrolls once out of eight simultaneous requests", async () => {
    const student = await t.seed.student({ firstName: "Sale", lastName: "Ocho" });
    const cls = await t.seed.class({ name: "Clase de salida", price: 20_000 });
    const enrollment = await t.seed.enroll(student, cls, "2026-02-01");
    const body = { studentId: student, classId: cls };
    expect(await statuses(8, () => api("DELETE", "/api/students/unenroll", body))).toEqual([
      200, 404, 404, 404, 404, 404, 404, 404,
    ]);
    const audit = await t.auditRowsOf("enrollment", enrollment);
    expect(audit.filter((r) => r.action === "unenroll")).toHaveLength(1);
  });

  it("unassigns once out of eight simultaneous requests", async () => {
    const teacher = await t.seed.teacher({ firstName: "Sale", lastName: "Profe" });
    const cls = await t.seed.class({ name: "Clase sin profe", price: 20_000 });
    await t.seed.assignTeacher(teacher, cls);
    const body = { teacherId: teacher, classId: cls };
    expect(await statuses(8, () => api("DELETE", "/api/teachers/unassign", body))).toEqual([
      200, 404, 404, 404, 404, 404, 404, 404,
    ]);
    const audit = await t.auditRowsOf("class_teacher", `${cls}:${teacher}`);
    expect(audit.filter((r) => r.action === "unassign")).toHaveLength(1);
  });

  it("accepts a DELETE sent with a JSON content type and no body", async () => {
    const student = await t.seed.student({ firstName: "Sin", lastName: "Cuerpo" });
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/students/${student}`,
      headers: { authorization: await t.authHeader(), "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(204);
  });
});
