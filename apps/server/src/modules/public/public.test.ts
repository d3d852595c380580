import { expect, it } from "vitest";
import { expectAnswer, expectExactAnswer } from "../../../test/support/answer.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

describeEachDatabase("public API", (t) => {
  it("lists published classes without a token and with nothing personal", async () => {
    const active = await t.seed.class({
      name: "Contemporáneo",
      description: "Movimiento y expresión",
      price: 30000,
      status: "active",
      schedules: [
        { dayOfWeek: "THURSDAY", startHour: 20, startMinute: 0 },
        { dayOfWeek: "MONDAY", startHour: 19, startMinute: 30 },
      ],
    });
    const scheduled = await t.seed.class({
      name: "Bachata Inicial",
      price: 25000,
      status: "scheduled",
    });
    await t.seed.class({ name: "Cancelada", price: 25000, status: "cancelled" });
    await t.seed.class({ name: "Completada", price: 25000, status: "completed" });
    const deleted = await t.seed.class({ name: "Borrada", price: 25000 });
    await t.db
      .updateTable("classes")
      .set({ deleted_at: "2026-08-01T00:00:00.000Z" })
      .where("id", "=", deleted)
      .execute();
    const teacher = await t.seed.teacher({
      firstName: "Elena",
      lastName: "Paz",
      email: "elena.privado@correo.cl",
      phone: "+56 9 0000 1111",
    });
    const other = await t.seed.teacher({ firstName: "Berta", lastName: "Aránguiz" });
    await t.seed.assignTeacher(teacher, active);
    await t.seed.assignTeacher(other, active);
    await t.seed.enrolledStudent(
      active,
      { firstName: "Privada", lastName: "Alumna", dni: "5" },
      "2026-03-01",
    );

    const res = await t.app.inject({ method: "GET", url: "/api/public/classes" });
    expectExactAnswer(res, 200, [
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
    expectAnswer(before, 200, { name: "NOVA", whatsapp: "", mapQuery: "" });
    // What the page shows as stored; the website is not part of the answer.
    const contact = {
      address: "Av. Italia 1234, Ñuñoa",
      phone: "+56 2 2222 3333",
      whatsapp: "56911112222",
      instagram: "@nova.danza",
      email: "contacto@nova.cl",
      mapQuery: "Av. Italia 1234, Ñuñoa, Santiago",
    };
    await t.seed.settings("studio", {
      name: "NOVA Estudio de Danza",
      ...contact,
      description: "Clases para todas las edades",
      website: "https://nova.cl",
    });
    await t.seed.settings("payments", { bankAccount: "Cuenta secreta 123" });
    const res = await t.app.inject({ method: "GET", url: "/api/public/studio" });
    expect(res.json()).toEqual({
      name: "NOVA Estudio de Danza",
      description: "Clases para todas las edades",
      ...contact,
    });
    expect(res.body).not.toContain("secreta");
  });
});
