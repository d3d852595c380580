import { expect, it } from "vitest";
import { expectAnswer, expectExactAnswer, fieldsOf } from "../../../test/support/answer.ts";
import { expectTokenRequired } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

describeEachDatabase("enrollments API", (t) => {
  const api = adminApi(t);

  it("enrolls with ids sent as strings of digits, dated today in the studio's zone", async () => {
    const student = await t.seed.student({ firstName: "Valentina", lastName: "Araya" });
    const cls = await t.seed.class({ name: "Hip Hop Inicial", price: 28000 });
    // 02:00 UTC on the 16th is 22:00 of the 15th in Santiago.
    t.clock.set("2026-08-16T02:00:00.000Z");
    try {
      const res = await api("POST", "/api/students/enroll", {
        studentId: String(student),
        classId: ` ${cls} `,
        notes: "Viene los lunes",
      });
      expectExactAnswer(res, 201, {
        id: expect.any(Number),
        studentId: student,
        classId: cls,
        className: "Hip Hop Inicial",
        enrollmentDate: "2026-08-15",
        endedOn: null,
        notes: "Viene los lunes",
        isActive: true,
      });
      const audit = await t.auditRowsOf("enrollment", res.json().id);
      expect(audit.map((a) => a.action)).toEqual(["enroll"]);
    } finally {
      t.clock.set("2026-08-15T15:00:00.000Z");
    }
    const detail = await api("GET", `/api/students/${student}`);
    expect(detail.json().classIds).toEqual([cls]);
    const classView = await api("GET", `/api/classes/${cls}`);
    expect(classView.json()).toMatchObject({ studentIds: [student], enrolledStudents: 1 });
  });

  it("answers 409 ALREADY_ENROLLED when enrolling twice", async () => {
    const student = await t.seed.student({ firstName: "Doble", lastName: "Click" });
    const cls = await t.seed.class({ name: "Bachata doble", price: 25000 });
    const first = await api("POST", "/api/students/enroll", { studentId: student, classId: cls });
    expect(first.statusCode).toBe(201);
    const second = await api("POST", "/api/students/enroll", { studentId: student, classId: cls });
    expectProblem(second, 409, "ALREADY_ENROLLED", "El estudiante ya está inscrito en esta clase");
  });

  it("answers 409 CLASS_FULL when the class is at its capacity", async () => {
    const cls = await t.seed.class({ name: "Ballet cupo 2", price: 30000, maxStudents: 2 });
    const ids = [];
    for (const name of ["Uno", "Dos", "Tres"]) {
      ids.push(await t.seed.student({ firstName: name, lastName: "Cupo" }));
    }
    const results = [];
    for (const studentId of ids) {
      results.push(await api("POST", "/api/students/enroll", { studentId, classId: cls }));
    }
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 409]);
    expect(results[2]?.json()).toMatchObject({
      message: "La clase alcanzó su cupo máximo de estudiantes",
      details: { errorType: "CLASS_FULL", maxStudents: 2, enrolledStudents: 2 },
    });
    // Freeing a seat lets the third one in.
    const out = await api("DELETE", "/api/students/unenroll", { studentId: ids[0], classId: cls });
    expect(out.statusCode).toBe(200);
    const retry = await api("POST", "/api/students/enroll", { studentId: ids[2], classId: cls });
    expect(retry.statusCode).toBe(201);
  });

  it("never lets simultaneous enrollments exceed the capacity", async () => {
    const cls = await t.seed.class({ name: "Salsa carrera", price: 30000, maxStudents: 3 });
    const ids = [];
    for (let i = 0; i < 8; i++) {
      ids.push(await t.seed.student({ firstName: `Carrera${i}`, lastName: "Simultánea" }));
    }
    const results = await Promise.all(
      ids.map((studentId) => api("POST", "/api/students/enroll", { studentId, classId: cls })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const roster = await api("GET", `/api/classes/${cls}/students`);
    expect(roster.json()).toHaveLength(3);
  });

  it("unenrolls by closing the enrollment today and keeps it in the history, newest first", async () => {
    const student = await t.seed.student({ firstName: "Historia", lastName: "Larga" });
    const jazz = await t.seed.class({ name: "Jazz historia", price: 30000 });
    const salsa = await t.seed.class({ name: "Salsa historia", price: 25000 });
    await t.seed.enroll(student, jazz, "2026-01-10");
    await t.seed.enroll(student, salsa, "2026-05-02");
    const res = await api("DELETE", "/api/students/unenroll", {
      studentId: student,
      classId: jazz,
    });
    expectAnswer(res, 200, {
      classId: jazz,
      className: "Jazz historia",
      enrollmentDate: "2026-01-10",
      endedOn: "2026-08-15",
      isActive: false,
    });
    const again = await api("POST", "/api/students/enroll", {
      studentId: student,
      classId: jazz,
      enrollmentDate: "2026-08-15",
    });
    expect(again.statusCode).toBe(201);
    const history = await api("GET", `/api/students/${student}/enrollments`);
    expect(history.statusCode).toBe(200);
    expect(history.headers["x-total-count"]).toBe("3");
    expect(fieldsOf(history.json(), "className", "enrollmentDate", "isActive")).toEqual([
      ["Jazz historia", "2026-08-15", true],
      ["Salsa historia", "2026-05-02", true],
      ["Jazz historia", "2026-01-10", false],
    ]);
    const audit = await t.auditRowsOf("enrollment", res.json().id);
    expect(audit.at(-1)).toMatchObject({ action: "unenroll", after: { endedOn: "2026-08-15" } });
  });

  it("answers 404 NOT_ENROLLED when unenrolling a student who is not in the class", async () => {
    const student = await t.seed.student({ firstName: "No", lastName: "Inscrita" });
    const cls = await t.seed.class({ name: "Contemporáneo libre", price: 30000 });
    const res = await api("DELETE", "/api/students/unenroll", { studentId: student, classId: cls });
    expectProblem(res, 404, "NOT_ENROLLED", "El estudiante no está inscrito en esta clase");
  });

  it("answers 404 for an unknown student or class and 400 for bad ids", async () => {
    const student = await t.seed.student({ firstName: "Existe", lastName: "Sí" });
    const cls = await t.seed.class({ name: "Existe también", price: 30000 });
    for (const method of ["POST", "DELETE"] as const) {
      const url = method === "POST" ? "/api/students/enroll" : "/api/students/unenroll";
      const noStudent = await api(method, url, { studentId: 987654, classId: cls });
      expectProblem(noStudent, 404, "STUDENT_NOT_FOUND");
      const noClass = await api(method, url, { studentId: student, classId: 987654 });
      expectProblem(noClass, 404, "CLASS_NOT_FOUND", "Clase no encontrada");
      // Past PostgreSQL's int4 no class can exist: a malformed id (issue 35).
      const impossible = await api(method, url, { studentId: student, classId: 3_000_000_000 });
      expectAnswer(impossible, 400, {
        message: "Debe seleccionar una clase",
        details: { errorType: "VALIDATION_ERROR", field: "classId" },
      });
      for (const [payload, field, message] of [
        [{ classId: cls }, "studentId", "Debe seleccionar un estudiante"],
        [{ studentId: "uno", classId: cls }, "studentId", "Debe seleccionar un estudiante"],
        [{ studentId: student, classId: 1.5 }, "classId", "Debe seleccionar una clase"],
        [{ studentId: student, classId: -3 }, "classId", "Debe seleccionar una clase"],
      ] as const) {
        const res = await api(method, url, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({
          message,
          details: { errorType: "VALIDATION_ERROR", field },
        });
      }
      const empty = await api(method, url);
      expect(empty.statusCode).toBe(400);
    }
    const badDate = await api("POST", "/api/students/enroll", {
      studentId: student,
      classId: cls,
      enrollmentDate: "2026-02-30",
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().details.field).toBe("enrollmentDate");
  });

  it("does not enroll into a deleted class or a deleted student", async () => {
    const student = await t.seed.student({ firstName: "Viva", lastName: "Activa" });
    const cls = await t.seed.class({ name: "Se borra", price: 30000 });
    expect((await api("DELETE", `/api/classes/${cls}`)).statusCode).toBe(204);
    const res = await api("POST", "/api/students/enroll", { studentId: student, classId: cls });
    expectProblem(res, 404, "CLASS_NOT_FOUND");
    const live = await t.seed.class({ name: "No se borra", price: 30000 });
    expect((await api("DELETE", `/api/students/${student}`)).statusCode).toBe(204);
    const gone = await api("POST", "/api/students/enroll", { studentId: student, classId: live });
    expect(gone.json().details.errorType).toBe("STUDENT_NOT_FOUND");
  });

  it("lists a class's enrolled students with their enrollment date, by apellido", async () => {
    const cls = await t.seed.class({ name: "Lista de clase", price: 30000 });
    const b = await t.seed.student({
      firstName: "Beatriz",
      lastName: "Zúñiga",
      phone: "+56 9 1",
      birthDate: "2010-05-06",
    });
    const a = await t.seed.student({ firstName: "Andrea", lastName: "Álamos" });
    const gone = await t.seed.student({ firstName: "Ex", lastName: "Alumna" });
    await t.seed.enroll(b, cls, "2026-03-01");
    await t.seed.enroll(a, cls, "2026-04-01");
    await t.seed.enroll(gone, cls, "2026-01-01", "2026-02-15");
    const res = await api("GET", `/api/classes/${cls}/students`);
    expectExactAnswer(res, 200, [
      expect.objectContaining({ id: a, fullName: "Andrea Álamos", enrollmentDate: "2026-04-01" }),
      expect.objectContaining({
        id: b,
        fullName: "Beatriz Zúñiga",
        phone: "+56 9 1",
        birthDate: "2010-05-06",
        enrollmentDate: "2026-03-01",
        enrollmentId: expect.any(Number),
      }),
    ]);
    expect((await api("GET", "/api/classes/999999/students")).statusCode).toBe(404);
    expect((await api("GET", "/api/classes/x/students")).statusCode).toBe(400);
    expect((await api("GET", "/api/students/999999/enrollments")).statusCode).toBe(404);
  });

  it("requires a token on every enrollment route", async () => {
    await expectTokenRequired(
      t,
      [
        ["POST", "/api/students/enroll"],
        ["DELETE", "/api/students/unenroll"],
        ["GET", "/api/students/1/enrollments"],
        ["GET", "/api/classes/1/students"],
      ],
      { studentId: 1, classId: 1 },
    );
  });
});
