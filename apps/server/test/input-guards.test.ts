import { expect, it } from "vitest";
import {
  adminApi,
  assignTeacher,
  enroll,
  insertClass,
  insertStudent,
  insertTeacher,
} from "./support/fixtures.ts";
import { describeEachDatabase } from "./support/test-app.ts";

// Inputs that would corrupt figures are refused with a Spanish message, the right status and
// nothing written; an update keeps what the client did not send. The clock is 2026-08-15
// 11:00 in Santiago.

describeEachDatabase("refusals, partial updates and tolerant lists", (t) => {
  const api = adminApi(t);

  const countRows = async (table: "payments" | "enrollments") =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses a payment dated after today in Santiago, with nothing written", async () => {
    const student = await insertStudent(t.db, { firstName: "Pago", lastName: "Futuro" });
    const cls = await insertClass(t.db, { name: "Clase del pago futuro", price: 25_000 });
    await enroll(t.db, student, cls, "2026-01-10");
    const before = await countRows("payments");
    const body = {
      studentId: student,
      classId: cls,
      amount: 25_000,
      paymentMonth: "2026-08",
      paymentDate: "2030-01-01",
      paymentMethod: "EFECTIVO",
    };
    for (const url of ["/api/payments", "/api/payments/multi-class"]) {
      const res = await api(
        "POST",
        url,
        url.endsWith("multi-class") ? { ...body, totalAmount: 25_000 } : body,
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        message: "La fecha de pago no puede ser posterior a hoy (15-08-2026)",
        details: {
          errorType: "VALIDATION_ERROR",
          field: "paymentDate",
          rejectedValue: "2030-01-01",
        },
      });
    }
    // 2026-08-16 01:00 UTC is still the 15th in Santiago (UTC-4): the 16th is refused.
    t.clock.set("2026-08-16T01:00:00.000Z");
    try {
      const tomorrow = await api("POST", "/api/payments", { ...body, paymentDate: "2026-08-16" });
      expect(tomorrow.statusCode).toBe(400);
    } finally {
      t.clock.set("2026-08-15T15:00:00.000Z");
    }
    expect(await countRows("payments")).toBe(before);
    // Today is fine, and the response carries exactly the documented fields (no createdBy).
    const ok = await api("POST", "/api/payments", { ...body, paymentDate: "2026-08-15" });
    expect(ok.statusCode).toBe(201);
    // Issue 25: the creation also answers the receipt the payment is a line of.
    expect(Object.keys(ok.json()).sort()).toEqual(
      [
        ...Object.keys((await api("GET", `/api/payments/${ok.json().id}`)).json()),
        "receipt",
      ].sort(),
    );
    expect(ok.json()).not.toHaveProperty("createdBy");
  });

  it("refuses birth dates in the future or over 100 years ago", async () => {
    const form = { firstName: "Fecha", lastName: "Imposible", birthDate: "2099-01-01" };
    const future = await api("POST", "/api/students", form);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      message: "La fecha de nacimiento no puede ser posterior a hoy (15-08-2026)",
      details: { errorType: "VALIDATION_ERROR", field: "birthDate", rejectedValue: "2099-01-01" },
    });
    const old = await api("POST", "/api/students", { ...form, birthDate: "1900-05-01" });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(
      "La fecha de nacimiento no puede ser anterior al 15-08-1926 (más de 100 años)",
    );
    const id = await insertStudent(t.db, {
      firstName: "Ya",
      lastName: "Existe",
      birthDate: "1990-01-01",
    });
    const put = await api("PUT", `/api/students/${id}`, { birthDate: "2099-01-01" });
    expect(put.statusCode).toBe(400);
    expect((await api("GET", `/api/students/${id}`)).json().birthDate).toBe("1990-01-01");
  });

  it("refuses enrollment dates in the future or before the studio's first month", async () => {
    const student = await insertStudent(t.db, { firstName: "Inscripción", lastName: "Rara" });
    const cls = await insertClass(t.db, { name: "Clase de fechas", price: 20_000 });
    const before = await countRows("enrollments");
    const ancient = await api("POST", "/api/students/enroll", {
      studentId: student,
      classId: cls,
      enrollmentDate: "1990-03-01",
    });
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json()).toEqual({
      message:
        "La fecha de inscripción no puede ser anterior al primer mes del estudio (agosto 2024)",
      details: {
        errorType: "VALIDATION_ERROR",
        field: "enrollmentDate",
        rejectedValue: "1990-03-01",
      },
    });
    const future = await api("POST", "/api/students/enroll", {
      studentId: student,
      classId: cls,
      enrollmentDate: "2027-03-01",
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(
      "La fecha de inscripción no puede ser posterior a hoy (15-08-2026)",
    );
    expect(await countRows("enrollments")).toBe(before);
    // The first month is a setting.
    const saved = await api("PUT", "/api/settings", { system: { firstMonth: "1990-01" } });
    expect(saved.statusCode).toBe(200);
    try {
      const allowed = await api("POST", "/api/students/enroll", {
        studentId: student,
        classId: cls,
        enrollmentDate: "1990-03-01",
      });
      expect(allowed.statusCode).toBe(201);
    } finally {
      await api("PUT", "/api/settings", { system: { firstMonth: "" } });
    }
  });

  it("refuses a capacity below the students enrolled now, saying how many", async () => {
    const cls = await insertClass(t.db, { name: "Clase llena", price: 20_000, maxStudents: 5 });
    for (let i = 0; i < 3; i++) {
      await enroll(
        t.db,
        await insertStudent(t.db, { firstName: `Cupo${i}`, lastName: "X" }),
        cls,
        "2026-02-01",
      );
    }
    const res = await api("PUT", `/api/classes/${cls}`, { maxStudents: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "El cupo no puede ser menor que los 3 estudiantes inscritos en la clase",
      details: { errorType: "CAPACITY_BELOW_ENROLLED", field: "maxStudents", rejectedValue: 2 },
    });
    expect((await api("GET", `/api/classes/${cls}`)).json().maxStudents).toBe(5);
    expect((await api("PUT", `/api/classes/${cls}`, { maxStudents: 3 })).statusCode).toBe(200);
  });

  it("refuses two identical schedule rows", async () => {
    const row = { dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 };
    const res = await api("POST", "/api/classes", {
      name: "Doble",
      price: 20_000,
      schedules: [row, row],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "El horario Lunes 18:00 está repetido",
      details: { errorType: "VALIDATION_ERROR", field: "schedules.1" },
    });
  });

  it("keeps the fields a PUT leaves out and clears the ones sent as null", async () => {
    const created = await api("POST", "/api/students", {
      firstName: "Parcial",
      lastName: "Pérez",
      birthDate: "1992-03-04",
      dni: "12.345.678-5",
      email: "parcial@example.cl",
      phone: "+56 9 8765 4321",
      address: "Av. Providencia 123",
      emergencyContactName: "Rosa Pérez",
      emergencyContactPhone: "+56 9 1111 2222",
      status: "suspended",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    // Six of the nine form fields, as the original front end sends them.
    const put = await api("PUT", `/api/students/${id}`, {
      firstName: "Parcialmente",
      lastName: "Pérez",
      birthDate: "1992-03-04",
      email: "otro@example.cl",
      phone: "+56 9 8765 4321",
      address: "Av. Providencia 123",
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      firstName: "Parcialmente",
      email: "otro@example.cl",
      dni: "12345678-5",
      emergencyContactName: "Rosa Pérez",
      emergencyContactPhone: "+56 9 1111 2222",
      status: "suspended",
    });
    const cleared = await api("PUT", `/api/students/${id}`, { emergencyContactPhone: null });
    expect(cleared.json()).toMatchObject({
      emergencyContactPhone: null,
      emergencyContactName: "Rosa Pérez",
    });
    const required = await api("PUT", `/api/students/${id}`, { firstName: null });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({
      message: "El nombre es requerido",
      details: { errorType: "VALIDATION_ERROR", field: "firstName" },
    });

    const teacher = await insertTeacher(t.db, {
      firstName: "Profe",
      lastName: "Parcial",
      phone: "+56 2 2222 2222",
    });
    const t1 = await api("PUT", `/api/teachers/${teacher}`, { address: "Calle 1" });
    expect(t1.json()).toMatchObject({
      firstName: "Profe",
      phone: "+56 2 2222 2222",
      address: "Calle 1",
    });
    const cls = await insertClass(t.db, {
      name: "Clase parcial",
      price: 20_000,
      description: "Se queda",
      schedules: [{ dayOfWeek: "FRIDAY", startHour: 19, startMinute: 30 }],
    });
    const c1 = await api("PUT", `/api/classes/${cls}`, { price: 22_000 });
    expect(c1.statusCode).toBe(200);
    expect(c1.json()).toMatchObject({
      name: "Clase parcial",
      description: "Se queda",
      price: 22_000,
      schedules: [{ dayOfWeek: "FRIDAY", startHour: 19, startMinute: 30 }],
    });
  });

  it("filters classes by code or Spanish label and searches ignoring accents, ñ and word order", async () => {
    const jazz = await insertClass(t.db, {
      name: "Jazz de los lunes",
      price: 20_000,
      type: "JAZZ",
      schedules: [{ dayOfWeek: "MONDAY", startHour: 20, startMinute: 0 }],
    });
    const ids = async (url: string) => {
      const res = await api("GET", url);
      expect(res.statusCode, url).toBe(200);
      return res.json().map((c: { id: number }) => c.id);
    };
    for (const query of ["type=JAZZ&day=MONDAY", "type=Jazz&day=Lunes", "type=jazz&day=lunes"]) {
      expect(await ids(`/api/classes?${query}`)).toContain(jazz);
    }
    expect(await ids("/api/classes?day=Mi%C3%A9rcoles")).not.toContain(jazz);
    expect((await api("GET", "/api/classes?day=Feriado")).statusCode).toBe(400);

    const angela = await api("POST", "/api/students", {
      firstName: "Ángela",
      lastName: "Núñez Muñoz",
      birthDate: "2001-01-01",
    });
    const found = async (search: string) =>
      (await api("GET", `/api/students?search=${encodeURIComponent(search)}`))
        .json()
        .map((s: { id: number }) => s.id);
    for (const search of ["munoz", "Muñoz", "nunez angela", "Núñez Ángela", "angela munoz"]) {
      expect(await found(search), search).toContain(angela.json().id);
    }
    expect(await found("nunez pedro")).not.toContain(angela.json().id);

    const teacher = await insertTeacher(t.db, { firstName: "Begoña", lastName: "Ibáñez" });
    await assignTeacher(t.db, teacher, jazz);
    expect(await ids("/api/classes?search=ibanez%20begona")).toEqual([jazz]);
  });

  it("carries each assigned class's revenue and capacity on the teacher", async () => {
    const teacher = await insertTeacher(t.db, { firstName: "Con", lastName: "Clases" });
    const cls = await insertClass(t.db, { name: "Clase con cupo", price: 20_000, maxStudents: 12 });
    await assignTeacher(t.db, teacher, cls, "2026-03-01");
    const view = (await api("GET", `/api/teachers/${teacher}`)).json();
    expect(view.assignedClasses).toEqual([
      expect.objectContaining({ id: cls, maxStudents: 12, revenue: 0, assignedFrom: "2026-03-01" }),
    ]);
  });
});
