import { expect, it } from "vitest";
import { openLink } from "../../../test/support/portal.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 30: "From the family page (or a student's, for an adult payer) staff send 'Enlace al
// portal'". An adult who pays for herself gets a payer record of her own (relationship
// 'titular') and the same portal a family gets.
describeEachDatabase(
  "portal link for an adult student who pays for herself",
  (t) => {
    const link = async (studentId: number) =>
      t.injectAs(await t.authHeader(), "POST", `/api/students/${studentId}/portal-link`);
    const guardiansOf = async (studentId: number) =>
      t.db
        .selectFrom("student_guardians")
        .select(["guardian_id", "relationship", "is_payer"])
        .where("student_id", "=", studentId)
        .execute();

    it("makes her own payer record once, and the link opens her portal with her classes and debts", async () => {
      const salsa = await t.seed.class({ name: "Salsa", price: 28000 });
      const ana = await t.seed.enrolledStudent(
        salsa,
        {
          firstName: "Ana",
          lastName: "Fuentes",
          birthDate: "1990-05-01",
          phone: "987654321",
          email: "ana@nova.test",
          dni: "11111111-1",
        },
        "2026-08-01",
      );

      // Four clicks at once on the reception PC: one payer record, four working links.
      const answers = await Promise.all(Array.from({ length: 4 }, () => link(ana)));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
      const links = await guardiansOf(ana);
      expect(links).toEqual([
        { guardian_id: expect.any(Number), relationship: "titular", is_payer: 1 },
      ]);
      const guardianId = links[0]?.guardian_id;
      expect(answers.every((a) => a.json().guardianId === guardianId)).toBe(true);
      const payer = await t.db
        .selectFrom("guardians")
        .select(["full_name", "phone", "email", "rut"])
        .where("id", "=", guardianId ?? 0)
        .executeTakeFirstOrThrow();
      expect(payer).toEqual({
        full_name: "Ana Fuentes",
        phone: "+56 9 8765 4321",
        email: "ana@nova.test",
        rut: "11111111-1",
      });

      const token = String(answers[0]?.json().url).split("/portal/acceso/")[1] ?? "";
      const session = await openLink(t, token);
      expect(session.statusCode, session.body).toBe(200);
      const cookie = String(session.headers["set-cookie"]).split(";")[0] ?? "";
      const family = await t.app.inject({ url: "/api/portal/family", headers: { cookie } });
      expect(family.json().children).toEqual([
        expect.objectContaining({ id: ana, fullName: "Ana Fuentes" }),
      ]);
      const statement = await t.app.inject({ url: "/api/portal/statement", headers: { cookie } });
      expect(statement.statusCode).toBe(200);
      expect(statement.json().items.some((i: { studentId: number }) => i.studentId === ana)).toBe(
        true,
      );
    });

    it("uses the guardian record that already has her RUT: a mother who dances pays from one portal", async () => {
      const mother = await t.seed.guardian({ fullName: "Rosa Díaz", rut: "22222222-2" }, []);
      const rosa = await t.seed.student({
        firstName: "Rosa",
        lastName: "Díaz",
        birthDate: "1985-02-03",
        phone: "912345678",
        dni: "22222222-2",
      });
      const res = await link(rosa);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().guardianId).toBe(mother);
      expect(await guardiansOf(rosa)).toEqual([
        { guardian_id: mother, relationship: "titular", is_payer: 1 },
      ]);
    });

    it("refuses a minor, a student someone else pays for, and one without a phone to write to", async () => {
      const minor = await t.seed.student({
        firstName: "Luz",
        lastName: "Soto",
        birthDate: "2015-01-01",
        phone: "987650000",
      });
      const minorAnswer = await link(minor);
      expectProblem(minorAnswer, 409, "PORTAL_LINK_MINOR");
      expect(minorAnswer.json().message).toMatch(/menor de edad/);

      const paidFor = await t.seed.student({
        firstName: "Eva",
        lastName: "Mora",
        birthDate: "2000-01-01",
        phone: "987651111",
      });
      const father = await t.seed.guardian({ fullName: "Juan Mora" }, [{ studentId: paidFor }]);
      const paidAnswer = await link(paidFor);
      expect(paidAnswer.statusCode).toBe(409);
      expect(paidAnswer.json().details).toMatchObject({
        errorType: "PORTAL_LINK_HAS_PAYER",
        guardianId: father,
      });

      const noPhone = await t.seed.student({
        firstName: "Sin",
        lastName: "Teléfono",
        birthDate: "1999-01-01",
      });
      const noPhoneAnswer = await link(noPhone);
      expectProblem(noPhoneAnswer, 422, "PORTAL_LINK_NO_PHONE");
      // Nothing was written for any of them.
      expect(await guardiansOf(minor)).toEqual([]);
      expect(await guardiansOf(noPhone)).toEqual([]);
      const missing = await link(999999);
      expect(missing.statusCode).toBe(404);
    });
  },
  { publicUrl: "https://nova.example.cl" },
);
