import { describe, expect, it } from "vitest";
import { expectAnswer, expectExactAnswer } from "../../../test/support/answer.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

const consent = (purpose: string) => ({
  purpose,
  method: "paper",
  givenByName: "Carmen Soto",
  givenByRelationship: "madre",
});

/**
 * Every figure of an answer, with the people's names left out (they are what erasure changes)
 * and lists in a fixed order (they are sorted by name).
 */
function figures(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(figures).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      // Names go; so do the data alerts, which are about personal data (an erased person has
      // no birth date, so she is no longer a minor without a guardian), not about money.
      .filter(([key]) => !/name/i.test(key) && key !== "alerts")
      .map(([key, v]) => [key, figures(v)]),
  );
}

describeEachDatabase("personal data (Ley 21.719)", (t) => {
  const api = adminApi(t);
  /** A new student enrolled in a new class from `from` (until `endedOn`, when given). */
  const enrolledStudent = async (
    cls: Parameters<typeof t.seed.class>[0],
    student: Parameters<typeof t.seed.student>[0],
    from: string,
    endedOn?: string,
  ) => {
    const classId = await t.seed.class(cls);
    const id = await t.seed.enrolledStudent(classId, student, from, endedOn);
    return { classId, id };
  };
  /** The students the marketing messages may go to. */
  const marketingRecipients = async () =>
    (await api("GET", "/api/privacy/marketing-recipients"))
      .json()
      .map((r: { studentId: number }) => r.studentId);
  /** The phone August's payment reminder offers for the student (null: none may be used). */
  const reminderPhoneOf = async (studentId: number) => {
    const outstanding = (await api("GET", "/api/reports/outstanding-payments/2026-08")).json();
    return outstanding.outstandingPayments.find(
      (s: { studentId: number }) => s.studentId === studentId,
    )?.phone;
  };

  describe("the privacy notice", () => {
    it("serves the default text as version 0, then each published version with its date", async () => {
      const before = await t.app.inject({ method: "GET", url: "/api/public/privacy-notice" });
      expectAnswer(before, 200, { version: 0, publishedAt: null });
      expect(before.json().text).toContain("WhatsApp");

      const first = await api("POST", "/api/privacy/notice", { text: "Aviso versión uno" });
      expectAnswer(first, 201, { version: 1, text: "Aviso versión uno" });
      t.clock.advanceMs(60_000);
      await api("POST", "/api/privacy/notice", { text: "Aviso versión dos" });

      const pub = (await t.app.inject({ method: "GET", url: "/api/public/privacy-notice" })).json();
      expect(pub).toMatchObject({ version: 2, text: "Aviso versión dos" });
      const history = (await api("GET", "/api/privacy/notice")).json();
      expect(history.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
      expect(history.versions[1].publishedAt < history.versions[0].publishedAt).toBe(true);
      expect(await t.auditRowsOf("privacy-notice", 2)).toHaveLength(1);
    });

    it("lets only an admin publish", async () => {
      const staff = await t.loginStaff("recepcion1", "clave-recepcion-1");
      const res = await t.injectAs(staff, "POST", "/api/privacy/notice", { text: "x" });
      expect(res.statusCode).toBe(403);
    });
  });

  describe("consents", () => {
    it("records who gave each consent, how, and under which notice version", async () => {
      const id = await t.seed.student({ firstName: "Ana", lastName: "Rojas" });
      const res = await api("POST", `/api/students/${id}/consents`, consent("photos"));
      expectAnswer(res, 201, {
        purpose: "photos",
        method: "paper",
        givenByName: "Carmen Soto",
        givenByRelationship: "madre",
        noticeVersion: 2,
        withdrawnAt: null,
      });
      const view = (await api("GET", `/api/students/${id}/consents`)).json();
      const basis = Object.fromEntries(
        view.purposes.map((p: { purpose: string; legalBasis: string; active: boolean }) => [
          p.purpose,
          [p.legalBasis, p.active],
        ]),
      );
      expect(basis).toMatchObject({
        billing: ["contract", false],
        photos: ["consent", true],
        marketing: ["consent", false],
      });
    });

    it("stops marketing at once when the consent is withdrawn, while billing reminders go on", async () => {
      const { id } = await enrolledStudent(
        { name: "Jazz", price: 20_000 },
        { firstName: "Bea", lastName: "Marketing", phone: "+56 9 1234 5678" },
        "2026-08-01",
      );

      expect(await marketingRecipients()).not.toContain(id);
      const given = (
        await api("POST", `/api/students/${id}/consents`, consent("marketing"))
      ).json();
      expect(await marketingRecipients()).toContain(id);

      const withdrawn = await api("POST", `/api/students/${id}/consents/${given.id}/withdraw`, {
        method: "request",
        withdrawnByName: "Carmen Soto",
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(await marketingRecipients()).not.toContain(id);
      // The payment reminder rests on the contract: her phone is still offered for it.
      expect(await reminderPhoneOf(id)).toBe("+56 9 1234 5678");
      const again = await api("POST", `/api/students/${id}/consents/${given.id}/withdraw`, {
        method: "request",
        withdrawnByName: "Carmen Soto",
      });
      expectProblem(again, 409, "CONSENT_ALREADY_WITHDRAWN");
    });

    it("hides a blocked person from lists and messages until unblocked", async () => {
      const { id } = await enrolledStudent(
        { name: "Salsa", price: 20_000 },
        { firstName: "Clara", lastName: "Bloqueada", phone: "+56 9 2222 3333" },
        "2026-08-01",
      );
      await api("POST", `/api/students/${id}/consents`, consent("marketing"));
      const block = await api("PUT", `/api/students/${id}/privacy-flags`, { blocked: true });
      expect(block.statusCode).toBe(200);
      const list = (await api("GET", "/api/students?search=Bloqueada")).json();
      expect(list).toEqual([]);
      expect(await reminderPhoneOf(id)).toBeNull();
      expect(await marketingRecipients()).not.toContain(id);

      await api("PUT", `/api/students/${id}/privacy-flags`, { blocked: false });
      expect((await api("GET", "/api/students?search=Bloqueada")).json()).toHaveLength(1);
    });
  });

  describe("health notes", () => {
    it("are read by an admin with an audit entry per read, and are absent for reception", async () => {
      const id = await t.seed.student({ firstName: "Dora", lastName: "Salud" });
      const put = await api("PUT", `/api/students/${id}/health-notes`, {
        healthNotes: "Alergia al maní",
      });
      expect(put.statusCode).toBe(200);
      const read = await api("GET", `/api/students/${id}/health-notes`);
      expect(read.json()).toEqual({ studentId: id, healthNotes: "Alergia al maní" });
      await api("GET", `/api/students/${id}/health-notes`);
      const rows = await t.auditRowsOf("student-privacy", id);
      expect(rows.filter((r) => r.action === "health-notes-read")).toHaveLength(2);
      // The audit rows never carry the sensitive text itself.
      expect(JSON.stringify(rows)).not.toContain("maní");

      const staff = await t.loginStaff("recepcion2", "clave-recepcion-2");
      const asStaff = await t.injectAs(staff, "GET", `/api/students/${id}/health-notes`);
      expectExactAnswer(asStaff, 200, { studentId: id });
      expect(asStaff.body).not.toContain("maní");
      const edit = await t.injectAs(staff, "PUT", `/api/students/${id}/health-notes`, {
        healthNotes: "x",
      });
      expect(edit.statusCode).toBe(403);
      // Still two reads: the reception's request read nothing.
      const after = await t.auditRowsOf("student-privacy", id);
      expect(after.filter((r) => r.action === "health-notes-read")).toHaveLength(2);
      // Never in the students list.
      const list = await api("GET", "/api/students?search=Salud");
      expect(list.body).not.toContain("maní");
    });
  });

  describe("access, portability and erasure", () => {
    it("exports everything held about a student as JSON and PDF, each export audited", async () => {
      const { classId, id } = await enrolledStudent(
        { name: "Hip hop", price: 30_000 },
        { firstName: "Elena", lastName: "Export", dni: "12.345.678-5" },
        "2026-07-01",
        "2026-08-01",
      );
      await t.seed.paidMonth(id, classId, 30_000, "2026-07");
      await api("POST", `/api/students/${id}/consents`, consent("photos"));

      const json = await api("GET", `/api/students/${id}/personal-data`);
      expect(json.statusCode, json.body).toBe(200);
      const doc = json.json();
      expect(doc).toMatchObject({
        format: "nova-personal-data/1",
        subject: { kind: "student", id },
        personalData: { firstName: "Elena", dni: "12.345.678-5" },
      });
      expect(doc.payments).toHaveLength(1);
      expect(doc.payments[0]).toMatchObject({ amount: 30_000, paymentMonth: "2026-07" });
      expect(doc.consents).toHaveLength(1);
      expect(doc.enrollments).toHaveLength(1);

      const pdf = await api("GET", `/api/students/${id}/personal-data?format=pdf`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers["content-type"]).toContain("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.rawPayload.toString("latin1")).toContain("Elena Export");

      const exports = (await t.auditRowsOf("student-privacy", id)).filter(
        (r) => r.action === "export",
      );
      expect(exports).toHaveLength(2);
      const staff = await t.loginStaff("recepcion3", "clave-recepcion-3");
      const denied = await t.injectAs(staff, "GET", `/api/students/${id}/personal-data`);
      expect(denied.statusCode).toBe(403);
    });

    it("refuses erasure while money is owed or under a legal hold, with the reason", async () => {
      const { classId, id } = await enrolledStudent(
        { name: "Contemporáneo", price: 25_000 },
        { firstName: "Fabiola", lastName: "Debe" },
        "2026-07-01",
        "2026-08-01",
      );
      const owed = await api("POST", `/api/students/${id}/anonymize`, {
        reason: "Solicitud de supresión",
      });
      expect(owed.statusCode).toBe(409);
      expect(owed.json().details).toMatchObject({
        errorType: "ERASURE_REFUSED",
        reason: "money-owed",
      });
      expect(owed.json().message).toContain("pendientes de pago");

      await t.seed.payment({
        studentId: id,
        classId,
        amount: 28_750,
        month: "2026-07",
        date: "2026-08-01",
        late: true,
      });
      await api("PUT", `/api/students/${id}/privacy-flags`, {
        legalHoldReason: "Disputa por cobro",
      });
      const held = await api("POST", `/api/students/${id}/anonymize`, {
        reason: "Solicitud de supresión",
      });
      expect(held.statusCode).toBe(409);
      expect(held.json().details.reason).toBe("legal-hold");
      expect(held.json().message).toContain("Disputa por cobro");
    });

    it("anonymises a former student and keeps every report's totals to the peso", async () => {
      const teacher = await t.seed.teacher({ firstName: "Gloria", lastName: "Profe" });
      const classId = await t.seed.class({ name: "Ballet adultos", price: 25_000 });
      await t.seed.assignTeacher(teacher, classId);
      const id = await t.seed.student({
        firstName: "Helena",
        lastName: "Borrada",
        dni: "11.111.111-1",
        email: "helena@correo.cl",
        phone: "+56 9 5555 6666",
        birthDate: "2012-04-03",
      });
      const other = await t.seed.student({ firstName: "Irene", lastName: "Queda" });
      await t.seed.enroll(id, classId, "2026-03-01", "2026-06-01");
      await t.seed.enroll(other, classId, "2026-03-01");
      for (const month of ["2026-03", "2026-04", "2026-05"]) {
        await t.seed.paidMonth(id, classId, 25_000, month);
        await t.seed.payment({
          studentId: other,
          classId,
          amount: 28_750,
          month,
          date: `${month}-20`,
          late: true,
        });
      }
      await api("PUT", `/api/students/${id}/health-notes`, { healthNotes: "Asma" });
      await api("POST", `/api/students/${id}/consents`, {
        ...consent("photos"),
        givenByName: "Helena Borrada",
        givenByRelationship: "titular",
      });
      await api("POST", "/api/privacy/requests", {
        type: "erasure",
        requesterName: "Helena Borrada",
        studentId: id,
        channel: "email",
        receivedOn: "2026-08-10",
        details: "Escribió desde helena@correo.cl",
      });

      const urls = [
        "/api/reports/financial/2026-03",
        "/api/reports/financial/2026-04",
        "/api/reports/financial/2026-05",
        "/api/reports/financial?from=2026-01&to=2026-08",
        "/api/reports/teacher-compensation/2026-04",
        "/api/reports/outstanding-payments/2026-08",
        "/api/dashboard?period=year",
        "/api/dashboard/revenue-chart",
        `/api/reports/class/${classId}/2026-04/students-payment-status`,
      ];
      const before = await Promise.all(
        urls.map(async (u) => figures((await api("GET", u)).json())),
      );

      const res = await api("POST", `/api/students/${id}/anonymize`, {
        reason: "Solicitud de supresión",
      });
      expect(res.statusCode).toBe(200);

      const after = await Promise.all(urls.map(async (u) => figures((await api("GET", u)).json())));
      expect(after).toEqual(before);

      // Payments stay, with their amounts, under the placeholder name.
      const payments = (await api("GET", `/api/payments?student=${id}`)).json();
      const mine = (Array.isArray(payments) ? payments : (payments.items ?? [])) as {
        amount: number;
        studentName: string;
      }[];
      expect(mine.map((p) => p.amount)).toEqual([25_000, 25_000, 25_000]);
      expect(new Set(mine.map((p) => p.studentName))).toEqual(
        new Set([`Persona eliminada #${id}`]),
      );

      // None of her personal values remain in her export.
      const doc = JSON.stringify((await api("GET", `/api/students/${id}/personal-data`)).json());
      for (const value of [
        "Helena",
        "Borrada",
        "11.111.111-1",
        "helena@correo.cl",
        "5555",
        "2012-04-03",
        "Asma",
      ]) {
        const withoutTrail = JSON.stringify({ ...JSON.parse(doc), auditEntries: [] });
        expect(withoutTrail).not.toContain(value);
      }
      const again = await api("POST", `/api/students/${id}/anonymize`, { reason: "otra vez" });
      expect(again.statusCode).toBe(409);
      expect(again.json().details.reason).toBe("already-anonymized");
      const audited = (await t.auditRowsOf("student-privacy", id)).filter(
        (r) => r.action === "anonymize",
      );
      expect(audited).toEqual([
        expect.objectContaining({ after: { reason: "Solicitud de supresión" } }),
      ]);
    });
  });

  describe("requests register and retention", () => {
    it("registers a request with its 30-day deadline and records its answer", async () => {
      const created = await api("POST", "/api/privacy/requests", {
        type: "access",
        requesterName: "Julia Pide",
        channel: "whatsapp",
        receivedOn: "2026-12-04",
      });
      expect(created.statusCode).toBe(201);
      // 30 calendar days end on Sunday 3 January 2027: the term moves to Monday.
      expect(created.json()).toMatchObject({ deadline: "2027-01-04", status: "open" });
      const id = created.json().id;
      const updated = await api("PUT", `/api/privacy/requests/${id}`, {
        status: "answered",
        answer: "Se envió la exportación",
        actionTaken: "Exportar datos",
      });
      expect(updated.json()).toMatchObject({
        status: "answered",
        answer: "Se envió la exportación",
      });
      expect((await api("GET", "/api/privacy/requests")).json().length).toBeGreaterThan(0);
      expect(await t.auditRowsOf("privacy-request", id)).toHaveLength(2);
      const missing = await api("PUT", "/api/privacy/requests/99999", { status: "answered" });
      expectProblem(missing, 404, "PRIVACY_REQUEST_NOT_FOUND");
    });

    it("suggests former students past the retention term and touches nothing by itself", async () => {
      const { id: old } = await enrolledStudent(
        { name: "Tango", price: 20_000, status: "completed" },
        { firstName: "Karla", lastName: "Antigua" },
        "2018-03-01",
        "2019-12-01",
      );
      const res = await api("GET", "/api/privacy/retention");
      expect(res.statusCode).toBe(200);
      const candidate = res
        .json()
        .candidates.find((c: { studentId: number }) => c.studentId === old);
      expect(candidate).toMatchObject({ name: "Karla Antigua", retentionEndsOn: "2025-12-01" });
      const list = (await api("GET", "/api/students?search=Antigua")).json();
      expect(list[0].firstName).toBe("Karla");
    });

    it("counts the retention term the settings form saves", async () => {
      const { id: recent } = await enrolledStudent(
        { name: "Salsa", price: 20_000, status: "completed" },
        { firstName: "Rosa", lastName: "Reciente" },
        "2022-03-01",
        "2023-06-30",
      );
      const listed = async () =>
        (await api("GET", "/api/privacy/retention"))
          .json()
          .candidates.some((c: { studentId: number }) => c.studentId === recent);
      // Six years by default: her term ends in 2029.
      expect(await listed()).toBe(false);
      const saved = await api("PUT", "/api/settings", { privacy: { retentionYears: 2 } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().privacy).toMatchObject({ retentionYears: 2, requestDeadlineDays: 30 });
      const retention = (await api("GET", "/api/privacy/retention")).json();
      expect(retention.retentionYears).toBe(2);
      expect(await listed()).toBe(true);
      const refused = await api("PUT", "/api/settings", { privacy: { retentionYears: 0 } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain("entre 1 y 20");
      await api("PUT", "/api/settings", { privacy: { retentionYears: 6 } });
    });
  });
});
