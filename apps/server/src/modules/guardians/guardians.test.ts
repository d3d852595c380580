import { rutCheckDigit } from "@nova/domain";
import { expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { tallyStatuses } from "../../../test/support/concurrency.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectExactProblem, expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Tests run on 2026-08-15 (test-app.ts TestClock): whoever was born after 2008-08-15 is a minor.
const rut = (body: number) => `${body}-${rutCheckDigit(String(body))}`;
const dotted = (body: number) =>
  `${String(body).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}-${rutCheckDigit(String(body))}`;

const minor = { firstName: "Sofía", lastName: "Muñoz", birthDate: "2015-04-02" };
const mother = { fullName: "Ángela Muñoz Soto", phone: "9 8765 4321", relationship: "madre" };

describeEachDatabase("guardians API", (t) => {
  const api = adminApi(t);

  it("creates a guardian with her RUT and phone in their normal forms, and refuses a second with that RUT", async () => {
    const res = await api("POST", "/api/guardians", {
      fullName: "  Paula Rojas ",
      rut: dotted(15_111_222),
      phone: "987650001",
      email: "paula@correo.cl",
    });
    expect(res.statusCode, res.body).toBe(201);
    const paula = res.json();
    expect(paula).toEqual({
      id: expect.any(Number),
      fullName: "Paula Rojas",
      rut: rut(15_111_222),
      phone: "+56 9 8765 0001",
      email: "paula@correo.cl",
      address: null,
      studentCount: 0,
    });
    const again = await api("POST", "/api/guardians", {
      fullName: "Paula R.",
      rut: rut(15_111_222),
      phone: "+56 9 1111 0000",
    });
    expectAnswer(again, 409, {
      message: expect.stringContaining("Ya existe un apoderado con ese RUT"),
      details: { errorType: "DUPLICATE_GUARDIAN_RUT", field: "rut", guardianId: paula.id },
    });
    expect(await t.auditRowsOf("guardian", paula.id)).toHaveLength(1);
  });

  it("refuses a wrong RUT check digit, a phone that is not Chilean and a missing name, naming the field", async () => {
    const cases = [
      [{ fullName: "A", rut: "12.345.678-9", phone: "987654321" }, "rut", "El RUT no es válido"],
      [{ fullName: "A", phone: "+54 11 1234 5678" }, "phone", "El teléfono no es válido"],
      [{ phone: "987654321" }, "fullName", "El nombre del apoderado es requerido"],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await api("POST", "/api/guardians", body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details).toMatchObject({ errorType: "VALIDATION_ERROR", field });
      expect(res.json().message).toContain(message);
    }
  });

  it("searches by name ignoring accents, by RUT with or without dots and by phone as typed", async () => {
    const id = (
      await api("POST", "/api/guardians", {
        fullName: "Josefina Núñez Pérez",
        rut: rut(9_876_543),
        phone: "+56 9 4444 3210",
      })
    ).json().id;
    await api("POST", "/api/guardians", { fullName: "Otra Persona", phone: "+56 9 1212 1212" });
    for (const term of [
      "josefina nunez",
      "NÚÑEZ",
      String(9_876_543),
      dotted(9_876_543).slice(0, 5),
      "944443210",
      "4444 3210",
    ]) {
      const res = await api(
        "GET",
        `/api/guardians?search=${encodeURIComponent(term)}&page=1&size=10`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-total-count"], term).toBe("1");
      expect(
        res.json().map((g: { id: number }) => g.id),
        term,
      ).toEqual([id]);
    }
    const all = await api("GET", "/api/guardians?page=1&size=1");
    expect(all.json()).toHaveLength(1);
    expect(Number(all.headers["x-total-count"])).toBeGreaterThanOrEqual(2);
  });

  it("refuses a new minor without a guardian (422, naming the rule) and saves her with one", async () => {
    const none = await api("POST", "/api/students", minor);
    expectExactProblem(none, 422, {
      message:
        "Un estudiante menor de 18 años debe tener al menos un apoderado: agregue uno nuevo o seleccione uno existente",
      details: { errorType: "MINOR_WITHOUT_GUARDIAN", field: "guardians" },
    });
    const noPayer = await api("POST", "/api/students", { ...minor, guardians: [mother] });
    expectProblem(noPayer, 422, "MINOR_WITHOUT_PAYER");
    const twoPayers = await api("POST", "/api/students", {
      ...minor,
      guardians: [
        { ...mother, isPayer: true },
        { ...mother, fullName: "Pedro Muñoz", relationship: "padre", isPayer: true },
      ],
    });
    expect(twoPayers.statusCode).toBe(400);
    const badPhone = await api("POST", "/api/students", {
      ...minor,
      guardians: [{ ...mother, phone: "123", isPayer: true }],
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().details.field).toBe("guardians.0.phone");
    const unknown = await api("POST", "/api/students", {
      ...minor,
      guardians: [{ guardianId: 999_999, relationship: "madre", isPayer: true }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details).toMatchObject({
      errorType: "GUARDIAN_NOT_FOUND",
      field: "guardians.0.guardianId",
    });
    // Nothing of the refused saves was written.
    const found = await api("GET", "/api/students?search=sofia");
    expect(found.json()).toHaveLength(0);

    const created = await api("POST", "/api/students", {
      ...minor,
      guardians: [{ ...mother, isPayer: true }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const sofia = created.json();
    expect(sofia.guardians).toEqual([
      {
        id: expect.any(Number),
        fullName: "Ángela Muñoz Soto",
        relationship: "madre",
        isPayer: true,
      },
    ]);
    // Her sister picks the same mother, who now has two children.
    const sister = await api("POST", "/api/students", {
      ...minor,
      firstName: "Emilia",
      birthDate: "2018-09-30",
      guardians: [{ guardianId: sofia.guardians[0].id, relationship: "madre", isPayer: true }],
    });
    expect(sister.statusCode, sister.body).toBe(201);
    const family = await api("GET", `/api/guardians/${sofia.guardians[0].id}`);
    expect(family.json()).toMatchObject({
      fullName: "Ángela Muñoz Soto",
      phone: "+56 9 8765 4321",
      studentCount: 2,
      students: [
        { fullName: "Emilia Muñoz", relationship: "madre", isPayer: true, status: "active" },
        { fullName: "Sofía Muñoz", relationship: "madre", isPayer: true, status: "active" },
      ],
    });
    const list = (await api("GET", "/api/students?search=munoz")).json();
    expect(list.map((s: { guardians: unknown[] }) => s.guardians.length)).toEqual([1, 1]);
  });

  it("judges majority on the studio's today: 18 today is an adult, who may pay for herself", async () => {
    const adult = await api("POST", "/api/students", {
      firstName: "Dieciocho",
      lastName: "Hoy",
      birthDate: "2008-08-15",
    });
    expect(adult.statusCode, adult.body).toBe(201);
    expect(adult.json().guardians).toEqual([]);
    const tomorrow = await api("POST", "/api/students", {
      firstName: "Dieciocho",
      lastName: "Mañana",
      birthDate: "2008-08-16",
    });
    expect(tomorrow.statusCode).toBe(422);
    // An adult may list a guardian who does not pay.
    const withContact = await api("POST", "/api/students", {
      firstName: "Adulta",
      lastName: "Con Madre",
      birthDate: "2000-01-01",
      guardians: [{ ...mother, fullName: "Madre Contacto" }],
    });
    expect(withContact.statusCode).toBe(201);
    expect(withContact.json().guardians[0].isPayer).toBe(false);
  });

  it("keeps an old minor without a guardian editable, lists her on the dashboard, and clears the alert once she has one", async () => {
    const old = await t.seed.student({
      firstName: "Antigua",
      lastName: "Menor",
      birthDate: "2012-01-01",
    });
    const alert = async () =>
      (await api("GET", "/api/dashboard"))
        .json()
        .alerts.find(
          (a: { message: string }) => a.message === "Estudiantes menores de edad sin apoderado",
        )?.count ?? 0;
    const before = await alert();
    expect(before).toBeGreaterThanOrEqual(1);
    const edited = await api("PUT", `/api/students/${old}`, { phone: "+56 9 1000 2000" });
    expect(edited.statusCode, edited.body).toBe(200);
    const stillNone = await api("PUT", `/api/students/${old}`, { guardians: [] });
    expect(stillNone.statusCode).toBe(200);
    const added = await api("PUT", `/api/students/${old}`, {
      guardians: [{ ...mother, fullName: "Tutora Nueva", relationship: "tutor", isPayer: true }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().guardians).toMatchObject([
      { fullName: "Tutora Nueva", relationship: "tutor" },
    ]);
    expect(await alert()).toBe(before - 1);
    const stripped = await api("PUT", `/api/students/${old}`, { guardians: [] });
    expectProblem(stripped, 422, "MINOR_WITHOUT_GUARDIAN");
    const audit = await t.auditRowsOf("student", old);
    expect(audit.at(-1)?.after).toMatchObject({
      guardians: [{ relationship: "tutor", isPayer: true }],
    });
  });

  it("shows each child's current classes on the family page", async () => {
    const cls = await t.seed.class({ name: "Ballet Infantil", price: 25_000 });
    const kid = await t.seed.student({
      firstName: "Nina",
      lastName: "Clases",
      birthDate: "2016-01-01",
    });
    const mom = await t.seed.guardian({ fullName: "Mamá Clases" }, [{ studentId: kid }]);
    await t.seed.enroll(kid, cls, "2026-03-01");
    const family = (await api("GET", `/api/guardians/${mom}`)).json();
    expect(family.students).toEqual([
      {
        id: kid,
        fullName: "Nina Clases",
        birthDate: "2016-01-01",
        status: "active",
        relationship: "madre",
        isPayer: true,
        classes: [{ id: cls, name: "Ballet Infantil" }],
      },
    ]);
  });

  it("refuses to delete a payer of a live student, and soft-deletes and unlinks any other guardian", async () => {
    const kid = await t.seed.student({
      firstName: "Leo",
      lastName: "Borrar",
      birthDate: "2014-01-01",
    });
    const payer = await t.seed.guardian({ fullName: "Paga Siempre" }, [{ studentId: kid }]);
    const aunt = await t.seed.guardian({ fullName: "Tía Borrable" }, [
      { studentId: kid, relationship: "otro", isPayer: false },
    ]);
    const refused = await api("DELETE", `/api/guardians/${payer}`);
    expectProblem(refused, 422, "GUARDIAN_IS_PAYER");
    expect((await api("DELETE", `/api/guardians/${aunt}`)).statusCode).toBe(204);
    expect((await api("GET", `/api/guardians/${aunt}`)).statusCode).toBe(404);
    expect((await api("DELETE", `/api/guardians/${aunt}`)).statusCode).toBe(404);
    const student = (await api("GET", `/api/students/${kid}`)).json();
    expect(student.guardians.map((g: { fullName: string }) => g.fullName)).toEqual([
      "Paga Siempre",
    ]);
    const audit = await t.auditRowsOf("guardian", aunt);
    expect(audit.at(-1)).toMatchObject({ action: "delete", after: { unlinkedStudentIds: [kid] } });
  });

  it("keeps one payer when many saves name different payers at once: each save runs whole, the last one wins", async () => {
    const kid = await t.seed.student({
      firstName: "Carrera",
      lastName: "Pagadores",
      birthDate: "2013-05-05",
    });
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await t.seed.guardian({ fullName: `Apoderada ${i}` }));
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        ids.map((payerId) =>
          api("PUT", `/api/students/${kid}`, {
            guardians: ids.map((guardianId) => ({
              guardianId,
              relationship: "otro",
              isPayer: guardianId === payerId,
            })),
          }),
        ),
      );
      expect(tallyStatuses(responses)).toEqual({ 200: ids.length });
      const rows = await t.db
        .selectFrom("student_guardians")
        .select(["guardian_id", "is_payer"])
        .where("student_id", "=", kid)
        .execute();
      expect(rows).toHaveLength(ids.length);
      expect(rows.filter((r) => r.is_payer === 1)).toHaveLength(1);
    }
  });
});
