import { expect, it } from "vitest";
import {
  assignTeacher,
  enroll,
  insertClass,
  insertStudent,
  insertTeacher,
  setSettingsSection,
} from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

describeEachDatabase("public API", (t) => {
  it("lists published classes without a token and with nothing personal", async () => {
    const active = await insertClass(t.db, {
      name: "Contemporáneo",
      description: "Movimiento y expresión",
      price: 30000,
      status: "active",
      schedules: [
        { dayOfWeek: "THURSDAY", startHour: 20, startMinute: 0 },
        { dayOfWeek: "MONDAY", startHour: 19, startMinute: 30 },
      ],
    });
    const scheduled = await insertClass(t.db, {
      name: "Bachata Inicial",
      price: 25000,
      status: "scheduled",
    });
    await insertClass(t.db, { name: "Cancelada", price: 25000, status: "cancelled" });
    await insertClass(t.db, { name: "Completada", price: 25000, status: "completed" });
    const deleted = await insertClass(t.db, { name: "Borrada", price: 25000 });
    await t.db
      .updateTable("classes")
      .set({ deleted_at: "2026-08-01T00:00:00.000Z" })
      .where("id", "=", deleted)
      .execute();
    const teacher = await insertTeacher(t.db, {
      firstName: "Elena",
      lastName: "Paz",
      email: "elena.privado@correo.cl",
      phone: "+56 9 0000 1111",
    });
    const other = await insertTeacher(t.db, { firstName: "Berta", lastName: "Aránguiz" });
    await assignTeacher(t.db, teacher, active);
    await assignTeacher(t.db, other, active);
    const student = await insertStudent(t.db, {
      firstName: "Privada",
      lastName: "Alumna",
      dni: "5",
    });
    await enroll(t.db, student, active, "2026-03-01");

    const res = await t.app.inject({ method: "GET", url: "/api/public/classes" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: scheduled,
        name: "Bachata Inicial",
        description: null,
        teacherNames: [],
        schedules: [],
      },
      {
        id: active,
        name: "Contemporáneo",
        description: "Movimiento y expresión",
        teacherNames: ["Berta Aránguiz", "Elena Paz"],
        schedules: [
          { dayOfWeek: "MONDAY", startHour: 19, startMinute: 30 },
          { dayOfWeek: "THURSDAY", startHour: 20, startMinute: 0 },
        ],
      },
    ]);
    for (const secret of ["elena.privado", "0000 1111", "Privada", "30000", "price"]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it("gives the studio's public contact data from settings without a token", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/public/studio" });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ name: "NOVA", whatsapp: "", mapQuery: "" });
    // What the page shows as stored; the website is not part of the answer.
    const contact = {
      address: "Av. Italia 1234, Ñuñoa",
      phone: "+56 2 2222 3333",
      whatsapp: "56911112222",
      instagram: "@nova.danza",
      email: "contacto@nova.cl",
      mapQuery: "Av. Italia 1234, Ñuñoa, Santiago",
    };
    await setSettingsSection(t.db, "studio", {
      name: "NOVA Estudio de Danza",
      ...contact,
      description: "Clases para todas las edades",
      website: "https://nova.cl",
    });
    await setSettingsSection(t.db, "payments", { bankAccount: "Cuenta secreta 123" });
    const res = await t.app.inject({ method: "GET", url: "/api/public/studio" });
    expect(res.json()).toEqual({
      name: "NOVA Estudio de Danza",
      description: "Clases para todas las edades",
      ...contact,
    });
    expect(res.body).not.toContain("secreta");
  });
});
