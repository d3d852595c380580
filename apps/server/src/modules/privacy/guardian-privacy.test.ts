import { expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { openLink, portalCookie, portalLink, unrevoked } from "../../../test/support/portal.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// A guardian's privacy (issue 29 with issue 26): consents she gives for her minor students, her
// data's export, her erasure (refused while she pays for a student who owes), requests about her.

const PAULA = {
  fullName: "Paula Fuentes Mora",
  rut: "12.345.678-5",
  phone: "+56 9 1313 2424",
  email: "paula.fuentes@correo.cl",
};
const INES = {
  fullName: "Inés Carrasco Vidal",
  rut: "11.111.111-1",
  phone: "+56 9 4545 6767",
  email: "ines.carrasco@correo.cl",
};

describeEachDatabase(
  "guardian privacy (Ley 21.719)",
  (t) => {
    const api = adminApi(t);

    async function family(mother = PAULA) {
      const created = await api("POST", "/api/students", {
        firstName: "Antonia",
        lastName: "Fuentes",
        birthDate: "2015-02-03",
        dni: "",
        email: "",
        phone: "",
        address: "",
        emergencyContactName: "",
        emergencyContactPhone: "",
        guardians: [{ ...mother, relationship: "madre", isPayer: true }],
      });
      expect(created.json()).toMatchObject({ id: expect.any(Number) });
      const studentId = created.json().id as number;
      const guardian = await t.db
        .selectFrom("student_guardians")
        .select("guardian_id")
        .where("student_id", "=", studentId)
        .executeTakeFirstOrThrow();
      return { studentId, guardianId: guardian.guardian_id };
    }

    it("records a minor's consent given by her guardian, and its withdrawal by her", async () => {
      const { studentId, guardianId } = await family();
      const other = await t.seed.student({ firstName: "Otra", lastName: "Niña" });

      const before = (await api("GET", `/api/guardians/${guardianId}/consents`)).json();
      expect(before).toMatchObject({
        guardianId,
        students: [{ studentId, name: "Antonia Fuentes", relationship: "madre", isPayer: true }],
        consents: [],
        anonymized: false,
      });
      const given = await api("POST", `/api/guardians/${guardianId}/consents`, {
        studentId,
        purpose: "photos",
        method: "paper",
      });
      expectAnswer(given, 201, {
        studentId,
        guardianId,
        purpose: "photos",
        givenByName: "Paula Fuentes Mora",
        givenByRelationship: "madre",
        noticeVersion: 0,
        withdrawnAt: null,
      });
      // The student's page shows it among her consents, active.
      const student = (await api("GET", `/api/students/${studentId}/consents`)).json();
      expect(student.purposes).toContainEqual(
        expect.objectContaining({ purpose: "photos", active: true }),
      );

      const notHers = await api("POST", `/api/guardians/${guardianId}/consents`, {
        studentId: other,
        purpose: "photos",
        method: "paper",
      });
      expectProblem(notHers, 422, "GUARDIAN_NOT_OF_STUDENT");

      const withdrawn = await api(
        "POST",
        `/api/guardians/${guardianId}/consents/${given.json().id}/withdraw`,
        { method: "form" },
      );
      expectAnswer(withdrawn, 200, { withdrawnByName: "Paula Fuentes Mora" });
      const after = (await api("GET", `/api/students/${studentId}/consents`)).json();
      expect(after.purposes).toContainEqual(
        expect.objectContaining({ purpose: "photos", active: false }),
      );
      const again = await api(
        "POST",
        `/api/guardians/${guardianId}/consents/${given.json().id}/withdraw`,
        { method: "form" },
      );
      expect(again.statusCode).toBe(409);
      expect((await t.auditRowsOf("student-privacy", studentId)).map((r) => r.action)).toEqual([
        "consent",
        "withdraw-consent",
      ]);

      // Reception records consents; only an admin exports or erases.
      const staff = await t.loginStaff("recepcion1", "clave-recepcion-1");
      const asStaff = (method: "GET" | "POST", url: string, payload?: object) =>
        t.app.inject({ method, url, headers: { authorization: staff }, payload });
      expect((await asStaff("GET", `/api/guardians/${guardianId}/consents`)).statusCode).toBe(200);
      expect((await asStaff("GET", `/api/guardians/${guardianId}/personal-data`)).statusCode).toBe(
        403,
      );
      expect(
        (await asStaff("POST", `/api/guardians/${guardianId}/anonymize`, { reason: "Solicitud" }))
          .statusCode,
      ).toBe(403);
    });

    it("exports her data, refuses her erasure while she pays for a debt, then erases her", async () => {
      const { studentId, guardianId } = await family(INES);
      await api("POST", `/api/guardians/${guardianId}/consents`, {
        studentId,
        purpose: "marketing",
        method: "form",
      });
      const request = await api("POST", "/api/privacy/requests", {
        type: "erasure",
        requesterName: "Inés Carrasco Vidal",
        guardianId,
        channel: "email",
        receivedOn: "2026-08-10",
        details: "Escribió desde ines.carrasco@correo.cl",
      });
      expectAnswer(request, 201, { guardianId, studentId: null });

      const exported = await api("GET", `/api/guardians/${guardianId}/personal-data`);
      expectAnswer(exported, 200, {
        format: "nova-personal-data/1",
        subject: { kind: "guardian", id: guardianId },
        personalData: { fullName: "Inés Carrasco Vidal", rut: "11111111-1" },
        students: [{ studentId, isPayer: true }],
        consents: [expect.objectContaining({ purpose: "marketing", guardianId })],
        requests: [expect.objectContaining({ type: "erasure", guardianId })],
      });
      const pdf = await api("GET", `/api/guardians/${guardianId}/personal-data?format=pdf`);
      expect(pdf.headers["content-type"]).toContain("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.rawPayload.toString("latin1")).toContain("Inés Carrasco Vidal");
      expect((await t.auditRowsOf("guardian-privacy", guardianId)).map((r) => r.action)).toEqual([
        "export",
        "export",
      ]);

      // Her daughter owes August: her name is needed to collect it.
      const classId = await t.seed.class({ name: "Jazz", price: 30_000 });
      await t.seed.enroll(studentId, classId, "2026-08-01");
      const refused = await api("POST", `/api/guardians/${guardianId}/anonymize`, {
        reason: "Solicitud de supresión",
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details).toMatchObject({ reason: "money-owed" });
      expect(refused.json().message).toContain("responsable de pago de Antonia Fuentes");

      await t.db.deleteFrom("enrollments").where("student_id", "=", studentId).execute();
      const erased = await api("POST", `/api/guardians/${guardianId}/anonymize`, {
        reason: "Solicitud de supresión",
      });
      expect(erased.statusCode).toBe(200);

      const dump = JSON.stringify({
        audit: await t.db.selectFrom("audit_log").selectAll().execute(),
        guardians: await t.db.selectFrom("guardians").selectAll().execute(),
        consents: await t.db.selectFrom("consents").selectAll().execute(),
        requests: await t.db.selectFrom("privacy_requests").selectAll().execute(),
        export: (await api("GET", `/api/guardians/${guardianId}/personal-data`)).json(),
      });
      for (const v of [
        "Inés Carrasco Vidal",
        "11111111-1",
        "4545 6767",
        "ines.carrasco@correo.cl",
      ]) {
        expect(dump).not.toContain(v);
      }
      // Her daughter stays linked, with her books.
      const links = (await api("GET", `/api/guardians/${guardianId}/consents`)).json();
      expect(links).toMatchObject({ anonymized: true, students: [{ studentId }] });
      expect((await api("GET", "/api/audit/check")).json()).toMatchObject({ intact: true });
      const twice = await api("POST", `/api/guardians/${guardianId}/anonymize`, {
        reason: "Solicitud de supresión",
      });
      expect(twice.json().details).toMatchObject({ reason: "already-anonymized" });
    });
    it("ends her portal sessions and links on erasure, and makes no new link for her", async () => {
      // Issue 35 finding 6: an open portal cookie outlived the family's erasure.
      const { studentId, guardianId } = await family({
        fullName: "Rosa Portal Díaz",
        rut: "22.222.222-2",
        phone: "+56 9 6060 7070",
        email: "rosa.portal@correo.cl",
      });
      const cookie = await portalCookie(t, guardianId);
      const secondCookie = await portalCookie(t, guardianId);
      const { token: unopened } = await portalLink(t, guardianId);
      const statement = () => t.app.inject({ url: "/api/portal/statement", headers: { cookie } });
      expect((await statement()).statusCode).toBe(200);
      const family_ = await t.app.inject({ url: "/api/portal/family", headers: { cookie } });
      expect(family_.json().children).toEqual([expect.objectContaining({ id: studentId })]);

      const erased = await api("POST", `/api/guardians/${guardianId}/anonymize`, {
        reason: "Solicitud de supresión",
      });
      expect(erased.statusCode, erased.body).toBe(200);

      for (const c of [cookie, secondCookie]) {
        for (const url of ["/api/portal/statement", "/api/portal/family"]) {
          expect((await t.app.inject({ url, headers: { cookie: c } })).statusCode, url).toBe(401);
        }
      }
      expect((await openLink(t, unopened)).statusCode).toBe(401);
      const again = await api("POST", `/api/guardians/${guardianId}/portal-link`);
      expectAnswer(again, 409, {
        details: { errorType: "PORTAL_LINK_ERASED" },
        message:
          "Los datos personales de esta persona fueron eliminados: no se le puede enviar un enlace al portal",
      });
      const access = await api("GET", `/api/guardians/${guardianId}/portal-access`);
      expect(access.json()).toMatchObject({ openSessions: 0, lastLink: { state: "revoked" } });

      // Even a session the revocation had missed (restored by hand) reads nothing.
      await t.db
        .updateTable("portal_sessions")
        .set({ revoked_at: null })
        .where("guardian_id", "=", guardianId)
        .execute();
      expect((await statement()).statusCode).toBe(401);
    });
    it("leaves no live link when links are sent while she is being erased", async () => {
      const { guardianId } = await family({
        fullName: "Eva Carrera Soto",
        rut: "33.333.333-3",
        phone: "+56 9 8080 9090",
        email: "eva.carrera@correo.cl",
      });
      const answers = await Promise.all([
        api("POST", `/api/guardians/${guardianId}/portal-link`),
        api("POST", `/api/guardians/${guardianId}/anonymize`, { reason: "Solicitud de supresión" }),
        api("POST", `/api/guardians/${guardianId}/portal-link`),
        api("POST", `/api/guardians/${guardianId}/portal-link`),
      ]);
      expect(answers[1]?.statusCode).toBe(200);
      // Each link is made before the erasure (then revoked by it) or refused after it.
      for (const a of [answers[0], answers[2], answers[3]])
        expect([201, 409]).toContain(a?.statusCode);
      expect(await unrevoked(t, "portal_links", guardianId)).toEqual([]);
    });
  },
  { publicUrl: "https://nova.example.cl" },
);
