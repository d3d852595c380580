import { sql } from "kysely";
import { expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { crudRoutes, expectTokenRequired } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectExactProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import { guardianColumns } from "../../records/people/guardians.ts";

const form = {
  firstName: "  María José ",
  lastName: "Pérez",
  birthDate: "2012-03-04",
  dni: "12.345.678-5",
  email: "maria@example.cl",
  phone: "+56 9 8765 4321",
  address: "Av. Providencia 123",
  emergencyContactName: "Rosa Pérez",
  emergencyContactPhone: "+56 9 1111 2222",
  // She is a minor: the form names her mother, who pays (issue 26).
  guardians: [
    { fullName: "Rosa Pérez", phone: "+56 9 1111 2222", relationship: "madre", isPayer: true },
  ],
};

describeEachDatabase("students API", (t) => {
  const api = adminApi(t);

  it("creates a student from the nine form fields and answers 201 with every SPEC field", async () => {
    const res = await api("POST", "/api/students", form);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      firstName: "María José",
      lastName: "Pérez",
      fullName: "María José Pérez",
      email: "maria@example.cl",
      phone: "+56 9 8765 4321",
      dni: "12345678-5",
      birthDate: "2012-03-04",
      address: "Av. Providencia 123",
      emergencyContactName: "Rosa Pérez",
      emergencyContactPhone: "+56 9 1111 2222",
      avatar: null,
      status: "active",
      classIds: [],
      enrollmentDate: null,
      guardians: [
        { id: expect.any(Number), fullName: "Rosa Pérez", relationship: "madre", isPayer: true },
      ],
    });
    const audit = await t.auditRowsOf("student", body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", after: { firstName: "María José" } });
  });

  it("reads a student by id, with its current classes and first enrollment date", async () => {
    const id = await t.seed.student({ firstName: "Lucía", lastName: "Rojas" });
    const a = await t.seed.class({ name: "Jazz A", price: 30000 });
    const b = await t.seed.class({ name: "Jazz B", price: 30000 });
    await t.seed.enroll(id, a, "2026-02-01", "2026-05-20");
    await t.seed.enroll(id, b, "2026-04-10");
    const res = await api("GET", `/api/students/${id}`);
    expectAnswer(res, 200, {
      id,
      fullName: "Lucía Rojas",
      classIds: [b],
      enrollmentDate: "2026-02-01",
    });
  });

  it("updates a student with PUT, keeping its status when the form does not send one", async () => {
    const id = await t.seed.student({
      firstName: "Ana",
      lastName: "Vidal",
      status: "suspended",
    });
    const res = await api("PUT", `/api/students/${id}`, {
      ...form,
      firstName: "Ana María",
      lastName: "Vidal",
      dni: "",
      email: "",
    });
    expectAnswer(res, 200, {
      firstName: "Ana María",
      dni: null,
      email: null,
      status: "suspended",
    });
    const audit = await t.auditRowsOf("student", id);
    expect(audit.map((a) => a.action)).toEqual(["update"]);
    expect(audit[0]?.before).toMatchObject({ firstName: "Ana" });
    // The search keys follow the new name.
    const found = await api("GET", "/api/students?search=ana maria vidal");
    expect(found.json().map((s: { id: number }) => s.id)).toContain(id);
  });

  it("keeps a change of guardians in the history by name, relationship and payer (issue 36)", async () => {
    const created = await api("POST", "/api/students", { ...form, dni: "" });
    expect(created.statusCode, created.body).toBe(201);
    const { id, guardians } = created.json();
    const res = await api("PUT", `/api/students/${id}`, {
      ...form,
      dni: "",
      guardians: [
        { guardianId: guardians[0].id, relationship: "madre", isPayer: false },
        { fullName: "Jorge Pérez", phone: "+56 9 3333 4444", relationship: "padre", isPayer: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [update] = (await t.auditRowsOf("student", id)).filter((a) => a.action === "update");
    expect(update?.before).toMatchObject({
      guardians: [{ fullName: "Rosa Pérez", relationship: "madre", isPayer: true }],
    });
    expect(update?.after).toMatchObject({
      guardians: expect.arrayContaining([
        { fullName: "Rosa Pérez", relationship: "madre", isPayer: false },
        { fullName: "Jorge Pérez", relationship: "padre", isPayer: true },
      ]),
    });
  });

  it("answers 409 DUPLICATE_DNI with a Spanish message when another student has the DNI", async () => {
    await t.seed.student({ firstName: "Pedro", lastName: "Soto", dni: "11111111-1" });
    const created = await api("POST", "/api/students", { ...form, dni: "11.111.111-1" });
    expectExactProblem(created, 409, {
      message: "Ya existe un estudiante registrado con ese DNI",
      details: { errorType: "DUPLICATE_DNI", field: "dni", rejectedValue: "11111111-1" },
    });
    const other = await t.seed.student({ firstName: "Juan", lastName: "Soto", dni: "22" });
    const updated = await api("PUT", `/api/students/${other}`, { ...form, dni: "11111111-1" });
    expect(updated.statusCode).toBe(409);
    // Saving a student with its own DNI is not a conflict.
    const same = await api("PUT", `/api/students/${other}`, { ...form, dni: "22" });
    expect(same.statusCode).toBe(200);
  });

  it("stores a RUT typed without dots or dash in one form, on create and update, and finds it", async () => {
    const created = await api("POST", "/api/students", { ...form, dni: "765432103" });
    expect(created.statusCode).toBe(201);
    expect(created.json().dni).toBe("76543210-3");
    // The same RUT typed the other ways is the same person.
    for (const dni of ["76.543.210-3", "765432103"]) {
      const again = await api("POST", "/api/students", { ...form, dni });
      expect(again.statusCode).toBe(409);
    }
    const other = await t.seed.student({ firstName: "Elsa", lastName: "Mora" });
    const updated = await api("PUT", `/api/students/${other}`, { ...form, dni: "10000013k" });
    expect(updated.json().dni).toBe("10000013-K");
    const found = await api("GET", "/api/students?search=10.000.013");
    expect(found.json().map((s: { id: number }) => s.id)).toEqual([other]);
  });

  it("validates the body with the messages of docs/product/contract-texts.md#validation, naming the field and the rejected value", async () => {
    const cases: [unknown, string, string, unknown][] = [
      [{ ...form, firstName: "   " }, "El nombre es requerido", "firstName", "   "],
      [{ ...form, lastName: undefined }, "El apellido es requerido", "lastName", undefined],
      [{ ...form, birthDate: "" }, "La fecha de nacimiento es requerida", "birthDate", ""],
      [{ ...form, firstName: 42 }, "El nombre es requerido", "firstName", 42],
      [{ ...form, email: "no-es-correo" }, "El email no es válido", "email", "no-es-correo"],
      [{}, "El nombre es requerido", "firstName", undefined],
    ];
    for (const [payload, message, field, rejectedValue] of cases) {
      const res = await api("POST", "/api/students", payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details).toMatchObject({ errorType: "VALIDATION_ERROR", field });
      expect(res.json().details.rejectedValue).toEqual(rejectedValue);
    }
  });

  it("answers 400 in Spanish for a missing or non-object body", async () => {
    for (const payload of [undefined, [], "texto"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/students",
        headers: { authorization: await t.authHeader(), "content-type": "application/json" },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^(El cuerpo|Solicitud inválida)/);
    }
    const noBody = await api("POST", "/api/students");
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe("El cuerpo de la solicitud debe ser un objeto JSON");
  });

  it("answers 400 for a non-numeric id and 404 STUDENT_NOT_FOUND for an unknown one", async () => {
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const bad = await api(method, "/api/students/abc", form);
      expect(bad.statusCode, method).toBe(400);
      expect(bad.json()).toMatchObject({
        message: "El identificador debe ser un número entero positivo",
        details: { errorType: "VALIDATION_ERROR", field: "id", rejectedValue: "abc" },
      });
      for (const id of ["999999", "3000000000", "-1", "1.5"]) {
        const res = await api(method, `/api/students/${id}`, form);
        // 3000000000 is past PostgreSQL's int4: no row can have it (issue 35).
        const expected = id === "999999" ? 404 : 400;
        expect(res.statusCode, `${method} ${id}`).toBe(expected);
        if (expected === 404) {
          expect(res.json()).toMatchObject({
            message: "Estudiante no encontrado",
            details: { errorType: "STUDENT_NOT_FOUND" },
          });
        }
      }
    }
  });

  it("requires a token on every student route", async () => {
    await expectTokenRequired(t, crudRoutes("/api/students"), form);
  });

  it("soft-deletes a student: 404 afterwards, enrollments closed today, payments kept", async () => {
    const id = await t.seed.student({ firstName: "Borrada", lastName: "Muñoz", dni: "33" });
    const cls = await t.seed.class({ name: "Salsa borrado", price: 25000 });
    const enrollmentId = await t.seed.enroll(id, cls, "2026-03-01");
    const paymentId = await t.seed.paidMonth(id, cls, 25000, "2026-08");
    // 01:30 UTC on the 16th is still the 15th in Santiago: the enrollment ends on the 15th.
    t.clock.set("2026-08-16T01:30:00.000Z");
    try {
      const res = await api("DELETE", `/api/students/${id}`);
      expect(res.statusCode).toBe(204);
    } finally {
      t.clock.set("2026-08-15T15:00:00.000Z");
    }
    expect((await api("GET", `/api/students/${id}`)).statusCode).toBe(404);
    expect((await api("DELETE", `/api/students/${id}`)).statusCode).toBe(404);
    const list = await api("GET", "/api/students?search=borrada");
    expect(list.json()).toEqual([]);
    const enrollment = await t.db
      .selectFrom("enrollments")
      .selectAll()
      .where("id", "=", enrollmentId)
      .executeTakeFirstOrThrow();
    expect(enrollment.ended_on).toBe("2026-08-15");
    // The payment stays and still finds the student's name.
    const payment = await t.db
      .selectFrom("payments")
      .innerJoin("students", "students.id", "payments.student_id")
      .select(["payments.deleted_at", "students.first_name", "students.last_name"])
      .where("payments.id", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ deleted_at: null, first_name: "Borrada", last_name: "Muñoz" });
    const audit = await t.auditRowsOf("student", id);
    expect(audit.at(-1)).toMatchObject({
      action: "delete",
      after: { closedEnrollmentIds: [enrollmentId] },
    });
    // The DNI of a deleted student can be used again.
    const again = await api("POST", "/api/students", { ...form, dni: "33" });
    expect(again.statusCode).toBe(201);
  });
});

describeEachDatabase("students list", (t) => {
  const api = adminApi(t);

  it("searches names, full name, e-mail and DNI ignoring accents and case", async () => {
    const maria = await t.seed.student({
      firstName: "María",
      lastName: "Ñúñez",
      email: "mnunez@correo.cl",
      dni: "9876543-2",
    });
    const other = await t.seed.student({ firstName: "Pablo", lastName: "Díaz" });
    const ids = async (search: string) =>
      (await api("GET", `/api/students?search=${encodeURIComponent(search)}`))
        .json()
        .map((s: { id: number }) => s.id);
    expect(await ids("maria")).toEqual([maria]);
    expect(await ids("MARÍA ñúñez")).toEqual([maria]);
    expect(await ids("ñuñez")).toEqual([maria]);
    expect(await ids("mnunez@")).toEqual([maria]);
    expect(await ids("9876543")).toEqual([maria]);
    expect(await ids("9.876.543-2")).toEqual([maria]);
    expect(await ids("diaz")).toEqual([other]);
    expect(await ids("100%")).toEqual([]);
    expect(await ids("   ")).toHaveLength(2);
  });

  it("searches in list order from the list-order index alone, without reading each student's row", async () => {
    if (t.kind !== "sqlite") return;
    const plan = await sql`explain query plan select id from students
      where deleted_at is null and search_text like '%ma%' escape '\\' order by sort_key, id`.execute(
      t.db,
    );
    const details = plan.rows.map((r) => (r as { detail: string }).detail);
    expect(details).toEqual([
      "SEARCH students USING COVERING INDEX students_live_search_idx (deleted_at=?)",
    ]);
  });

  it("sorts by apellido then nombre with Spanish rules (ñ between n and o)", async () => {
    const res = await api("GET", "/api/students");
    expect(res.json().map((s: { lastName: string }) => s.lastName)).toEqual(["Díaz", "Ñúñez"]);
    for (const [first, last] of [
      ["Nico", "Nuñez"],
      ["Nora", "Nunez"],
      ["Olga", "Álvarez"],
      ["Ana", "Nuzco"],
    ] as const) {
      await t.seed.student({ firstName: first, lastName: last });
    }
    const sorted = await api("GET", "/api/students");
    expect(sorted.json().map((s: { lastName: string }) => s.lastName)).toEqual([
      "Álvarez",
      "Díaz",
      "Nunez",
      "Nuñez",
      "Nuzco",
      "Ñúñez",
    ]);
  });

  it("pages with page (1-based) and size and always sends X-Total-Count", async () => {
    // Each query, the total it announces, and its page: the last names, or only how many.
    const pages: [query: string, total: string, page: string[] | number | null][] = [
      ["", "6", null],
      ["page=2&size=4", "6", ["Nuzco", "Ñúñez"]],
      ["page=9&size=4", "6", []],
      ["search=nu&size=1", "4", 1],
      ["search=nu&page=2&size=3", "4", ["Ñúñez"]],
      ["search=nu&page=3&size=3", "4", []],
      // A first page short of its size is the whole list (counted from the page itself).
      ["search=nu&size=10", "4", 4],
    ];
    for (const [query, total, page] of pages) {
      const res = await api("GET", `/api/students${query ? `?${query}` : ""}`);
      expect(res.headers["x-total-count"], query).toBe(total);
      if (typeof page === "number") expect(res.json(), query).toHaveLength(page);
      else if (page) {
        expect(
          res.json().map((s: { lastName: string }) => s.lastName),
          query,
        ).toEqual(page);
      }
    }
  });

  it("filters by status", async () => {
    await t.seed.student({ firstName: "Inés", lastName: "Inactiva", status: "inactive" });
    const res = await api("GET", "/api/students?status=inactive");
    expect(res.json().map((s: { firstName: string }) => s.firstName)).toEqual(["Inés"]);
    expect((await api("GET", "/api/students?status=")).json()).toHaveLength(7);
  });

  it("answers 400 for bad list parameters", async () => {
    for (const [query, message] of [
      ["page=0&size=5", "La página debe ser un número entero mayor a 0"],
      ["page=x&size=5", "La página debe ser un número entero mayor a 0"],
      ["size=500", "El tamaño de página debe estar entre 1 y 100"],
      ["status=borrado", "Estado de estudiante inválido"],
    ] as const) {
      const res = await api("GET", `/api/students?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details.errorType).toBe("VALIDATION_ERROR");
    }
  });
});

// Issue 36 #10: the desk knows the mother. The student search also finds a student by a
// guardian's name, RUT (with or without dots) or phone (as shown or nine digits).
describeEachDatabase("students found by a guardian", (t) => {
  const api = adminApi(t);
  const ids = async (search: string) =>
    (await api("GET", `/api/students?search=${encodeURIComponent(search)}&page=1&size=20`))
      .json()
      .map((s: { id: number }) => s.id);

  it("finds the children of a guardian by her name, RUT or phone, and no one else", async () => {
    const rocio = await t.seed.student({ firstName: "Rocío", lastName: "Pérez" });
    const camila = await t.seed.student({ firstName: "Camila", lastName: "Pérez" });
    const other = await t.seed.student({ firstName: "Daniela", lastName: "Soto" });
    const mother = { fullName: "Daniela Muñoz", rut: "11111111-1", phone: "+56 9 8765 4321" };
    const motherId = await t.seed.guardian(mother, [
      { studentId: rocio, relationship: "madre", isPayer: true },
      { studentId: camila, relationship: "madre", isPayer: true },
    ]);
    // Her search text as the guardians' form writes it (RUT with dots, phone as nine digits).
    await t.db
      .updateTable("guardians")
      .set({ search_text: guardianColumns({ ...mother, email: null, address: null }).search_text })
      .where("id", "=", motherId)
      .execute();
    const gone = await t.seed.guardian({ fullName: "Patricio Borrado" }, [
      { studentId: other, relationship: "padre", isPayer: true },
    ]);
    await t.db
      .updateTable("guardians")
      .set({ deleted_at: "2026-08-01T00:00:00.000Z" })
      .where("id", "=", gone)
      .execute();
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(sorted(await ids("daniela munoz"))).toEqual(sorted([rocio, camila]));
    // "Daniela" is also a student's own name: she is found too.
    expect(sorted(await ids("daniela"))).toEqual(sorted([rocio, camila, other]));
    expect(sorted(await ids("11.111.111-1"))).toEqual(sorted([rocio, camila]));
    expect(sorted(await ids("11111111"))).toEqual(sorted([rocio, camila]));
    expect(sorted(await ids("987654321"))).toEqual(sorted([rocio, camila]));
    expect(sorted(await ids("+56 9 8765 4321"))).toEqual(sorted([rocio, camila]));
    // A deleted guardian finds nobody.
    expect(await ids("borrado")).toEqual([]);
    // The page's total counts the same students.
    const page = await api("GET", "/api/students?search=munoz&page=1&size=1");
    expect(page.headers["x-total-count"]).toBe("2");
    expect(page.json()).toHaveLength(1);
  });
  it("counts the list's pages anew after a records write, not after a payment (the count is kept per records version)", async () => {
    const total = async () =>
      Number((await api("GET", "/api/students?page=1&size=1")).headers["x-total-count"]);
    for (const name of ["Uno", "Dos", "Tres"])
      await t.seed.student({ firstName: name, lastName: "Cuenta" });
    const before = await total();
    expect(before).toBeGreaterThanOrEqual(3);
    const added = await api("POST", "/api/students", {
      firstName: "Cuarta",
      lastName: "Cuenta",
      birthDate: "1990-01-01",
    });
    expect(added.statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
    expect((await api("DELETE", `/api/students/${added.json().id}`)).statusCode).toBe(204);
    expect(await total()).toBe(before);
    // By status too: the kept counts are per filter.
    const inactive = async () =>
      Number(
        (await api("GET", "/api/students?status=inactive&page=1&size=1")).headers["x-total-count"],
      );
    for (const name of ["Quieta", "Callada"])
      await t.seed.student({ firstName: name, lastName: "Cuenta", status: "inactive" });
    const some = await inactive();
    expect(some).toBeGreaterThanOrEqual(2);
    expect(await total()).toBe(before + 2);
    await t.seed.student({ firstName: "Dormida", lastName: "Cuenta", status: "inactive" });
    expect(await inactive()).toBe(some + 1);
  });
});
