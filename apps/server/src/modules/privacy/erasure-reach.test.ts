import { sql } from "kysely";
import { expect, it } from "vitest";
import { expectAnswer, fieldsOf } from "../../../test/support/answer.ts";
import { createdId } from "../../../test/support/crud.ts";
import { useFakeFlow } from "../../../test/support/fake-flow.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { asFamily, openLink, unrevoked } from "../../../test/support/portal.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/database.ts";

// Issue 35 findings 3 and 6: after an adult student and her payer record are erased, no table
// holds her values (the online payments list, the transfer and correction inboxes, a whole
// dump of the database), and her portal is closed: the open cookie reads nothing, no new link
// can be made for her.

const flow = useFakeFlow();

const CARLA = {
  firstName: "Carla",
  lastName: "Adulta",
  birthDate: "1994-04-12",
  dni: "12.345.678-5",
  email: "carla.adulta@correo.cl",
  phone: "+56 9 8765 4321",
  address: "Pasaje Las Camelias 77",
  emergencyContactName: "Rodrigo Emergencia",
  emergencyContactPhone: "+56 9 1111 2222",
  guardians: [],
};

/** Every way her values could be stored. */
const HER_VALUES = [
  "Carla",
  "Adulta",
  "carla.adulta",
  "12.345.678",
  // Her RUT without dots (a bare "12345678" could turn up inside a random hash).
  "12345678-5",
  "8765 4321",
  "87654321",
  "Las Camelias",
  "Rodrigo Emergencia",
];

/** Every row of every table, as text: what a dump of the database would hold. */
async function dumpAll(db: Database, kind: "sqlite" | "postgres"): Promise<string> {
  const tables =
    kind === "postgres"
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
          db,
        );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)}`.execute(db);
    parts.push(`${name}: ${JSON.stringify(rows.rows)}`);
  }
  return parts.join("\n");
}

describeEachDatabase(
  "erasure reaches every table that holds her",
  (t) => {
    const api = adminApi(t);

    it("leaves none of an erased adult's values in any table, list or inbox, and closes her portal", async () => {
      t.clock.set("2026-11-10T15:00:00.000Z");
      const settings = await api(
        "PUT",
        "/api/settings",
        flow.studioSettings({ feePaidBy: "family" }),
      );
      expect(settings.statusCode, settings.body).toBe(200);
      const jazz = await t.seed.class({
        name: "Jazz B",
        price: 30000,
        schedules: [{ dayOfWeek: "MONDAY", startHour: 19, startMinute: 0 }],
      });
      const carla = await createdId(api, "/api/students", CARLA);
      await t.seed.enroll(carla, jazz, "2026-11-01");

      // Her portal, through a payer record of her own.
      const link = await api("POST", `/api/students/${carla}/portal-link`);
      expect(link.statusCode, link.body).toBe(201);
      const payer = link.json().guardianId as number;
      const opened = await openLink(t, String(link.json().url).split("/portal/acceso/")[1] ?? "");
      expect(opened.statusCode).toBe(200);
      const cookie = String(opened.headers["set-cookie"]).split(";")[0] ?? "";
      // A second link sent and not opened yet.
      const pending = await api("POST", `/api/guardians/${payer}/portal-link`);
      const pendingToken = String(pending.json().url).split("/portal/acceso/")[1] ?? "";
      const portal = (method: "GET" | "POST", url: string, payload?: object) =>
        asFamily(t, cookie, method, url, payload);

      // What she writes from the portal: a transfer notice and a correction request.
      const notice = await portal("POST", "/api/portal/transfer-notices", {
        transferDate: "2026-11-09",
        amount: 30000,
        note: "Transferí desde la cuenta de Carla Adulta (carla.adulta@correo.cl)",
      });
      expect(notice.statusCode, notice.body).toBe(201);
      const correction = await portal("POST", "/api/portal/correction-requests", {
        message: "Soy Carla Adulta, mi correo es carla.adulta@correo.cl y mi RUT 12.345.678-5",
      });
      expect(correction.statusCode, correction.body).toBeLessThan(300);
      // The teacher's note about her at Monday's class.
      const marked = await api("PUT", `/api/sessions/${jazz}/2026-11-09/attendance`, {
        marks: [
          { studentId: carla, status: "PRESENT", note: "Carla Adulta pidió cambiar de horario" },
        ],
      });
      expect(marked.statusCode, marked.body).toBe(200);
      // A trial class she asked for before enrolling, and its waitlist row.
      const trial = await t.db
        .insertInto("trial_requests")
        .values({
          class_id: jazz,
          session_date: "2026-10-26",
          name: "Carla Adulta",
          phone: "+56 9 8765 4321",
          email: "carla.adulta@correo.cl",
          age: 32,
          guardian_name: null,
          guardian_phone: null,
          message: "Hola, soy Carla Adulta",
          waitlist: 0,
          consent_at: "2026-10-20T12:00:00.000Z",
          privacy_notice_version: "0",
          status: "ENROLLED",
          notes: null,
          discard_reason: null,
          source_key: "erasure-reach-1",
          student_id: carla,
          created_at: "2026-10-20T12:00:00.000Z",
          contacted_at: null,
          attended_at: null,
          enrolled_at: "2026-11-01T12:00:00.000Z",
          updated_at: "2026-11-01T12:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto("class_waitlist")
        .values({
          class_id: jazz,
          trial_request_id: trial.id,
          name: "Carla Adulta",
          phone: "+56 9 8765 4321",
          created_at: "2026-10-20T12:00:00.000Z",
          offered_at: null,
          hold_until: null,
          status: "enrolled",
        })
        .execute();
      // Two consents she signed herself, one of them withdrawn by her.
      const consent = (purpose: string) =>
        api("POST", `/api/students/${carla}/consents`, {
          purpose,
          method: "paper",
          givenByName: "Carla Adulta",
          givenByRelationship: "titular",
        });
      const photos = await consent("photos");
      expect(photos.statusCode, photos.body).toBe(201);
      expect((await consent("marketing")).statusCode).toBe(201);
      const withdrawn = await api(
        "POST",
        `/api/students/${carla}/consents/${photos.json().id}/withdraw`,
        { method: "request", withdrawnByName: "Carla Adulta" },
      );
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      // Salsa's November paid at the desk, with her payer record named on the receipt.
      const salsa = await t.seed.class({ name: "Salsa", price: 20000 });
      await t.seed.enroll(carla, salsa, "2026-11-01");
      // Sent with an Idempotency-Key: the stored answer (her name in it) must go too.
      const desk = await t.app.inject({
        method: "POST",
        url: "/api/receipts",
        headers: { authorization: await t.authHeader(), "idempotency-key": "recibo-carla-1" },
        payload: {
          guardianId: payer,
          paymentDate: "2026-11-10",
          paymentMethod: "EFECTIVO",
          lines: [{ studentId: carla, classId: salsa, paymentMonth: "2026-11", amount: 20000 }],
        },
      });
      expect(desk.statusCode, desk.body).toBe(201);
      expect(desk.body).toContain("Carla Adulta");
      // She pays Jazz's November online (so she owes nothing and may be erased).
      const paid = await portal("POST", "/api/portal/payments", {});
      expect(paid.statusCode, paid.body).toBe(201);
      const token = new URL(paid.json().redirectUrl).searchParams.get("token") ?? "";
      flow.setStatus(token, "paid");
      const confirmed = await t.app.inject({
        method: "POST",
        url: "/api/public/payments/flow/confirmation",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `token=${encodeURIComponent(token)}`,
      });
      expect(confirmed.json()).toEqual({ result: "recorded" });

      const orders = await api("GET", "/api/online-payments?from=2026-11-01&to=2026-11-30");
      expect(orders.body).toContain("Carla Adulta · Jazz B · noviembre 2026");
      const stored = await t.db.selectFrom("idempotency_keys").select("response").execute();
      expect(JSON.stringify(stored)).toContain("Carla Adulta");
      const before = await dumpAll(t.db, t.kind);
      for (const v of HER_VALUES) expect(before, v).toContain(v);

      // Her erasure as a student: her payer record's portal closes at once.
      const erased = await api("POST", `/api/students/${carla}/anonymize`, {
        reason: "Solicitud de supresión de la titular",
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect((await portal("GET", "/api/portal/statement")).statusCode).toBe(401);
      const studentLink = await api("POST", `/api/students/${carla}/portal-link`);
      expectAnswer(studentLink, 409, {
        details: { errorType: "PORTAL_LINK_ERASED" },
        message: expect.stringMatching(/datos personales de esta persona fueron eliminados/),
      });
      // Then her payer record.
      const payerErased = await api("POST", `/api/guardians/${payer}/anonymize`, {
        reason: "Solicitud de supresión de la titular",
      });
      expect(payerErased.statusCode, payerErased.body).toBe(200);

      // Lists and inboxes show the placeholder, the class and the month; not her.
      const ordersAfter = await api("GET", "/api/online-payments?from=2026-11-01&to=2026-11-30");
      expect(ordersAfter.statusCode).toBe(200);
      expect(ordersAfter.body).toContain(`Persona eliminada #${carla} · Jazz B · noviembre 2026`);
      const notices = await api("GET", "/api/transfer-notices");
      const corrections = await api("GET", "/api/correction-requests");
      expect(notices.json()).toEqual([
        expect.objectContaining({ amount: 30000, transferDate: "2026-11-09", note: null }),
      ]);
      expect(corrections.json()).toEqual([
        expect.objectContaining({ guardianName: `Persona eliminada #${payer}` }),
      ]);
      const consents = (await api("GET", `/api/students/${carla}/consents`)).json().consents;
      expect(fieldsOf(consents, "purpose", "givenByName", "withdrawnByName")).toEqual([
        ["photos", "Persona eliminada", "Persona eliminada"],
        ["marketing", "Persona eliminada", null],
      ]);
      const receipt = await api("GET", `/api/receipts/${desk.json().id}`);
      expectAnswer(receipt, 200, {
        total: 20000,
        payer: { guardianId: payer, fullName: `Persona eliminada #${payer}`, rut: null },
      });
      for (const res of [ordersAfter, notices, corrections, receipt]) {
        for (const v of HER_VALUES) expect(res.body, v).not.toContain(v);
      }
      // Nothing in any table, the audit log included (what a dump would carry).
      const after = await dumpAll(t.db, t.kind);
      for (const v of HER_VALUES) expect(after, v).not.toContain(v);
      // The books keep every peso: her payment and receipt are there.
      const payments = await t.db
        .selectFrom("payments")
        .select(["amount", "payment_month", "class_id"])
        .where("student_id", "=", carla)
        .execute();
      expect(payments).toHaveLength(2);
      expect(payments).toEqual(
        expect.arrayContaining([
          { amount: 20000, payment_month: "2026-11", class_id: salsa },
          { amount: expect.any(Number), payment_month: "2026-11", class_id: jazz },
        ]),
      );
      expect((await api("GET", "/api/audit/check")).json()).toMatchObject({ intact: true });

      // Her portal stays closed: the cookie, the unopened link, any new link.
      expect((await portal("GET", "/api/portal/statement")).statusCode).toBe(401);
      expect((await openLink(t, pendingToken)).statusCode).toBe(401);
      const again = await api("POST", `/api/guardians/${payer}/portal-link`);
      expectProblem(again, 409, "PORTAL_LINK_ERASED");
      expect(await unrevoked(t, "portal_sessions", payer)).toEqual([]);
    });

    it("blanks 'Pagado por' on the receipts of an adult who paid for herself (issue 36's payer)", async () => {
      t.clock.set("2026-11-10T15:00:00.000Z");
      const olivia = await createdId(api, "/api/students", {
        firstName: "Olivia",
        lastName: "Solapagadora",
        birthDate: "1990-02-03",
        dni: "11.111.111-1",
        guardians: [],
      });
      const cls = await t.seed.class({ name: "Salsa Sola", price: 25_000 });
      await t.seed.enroll(olivia, cls, "2026-11-01");
      const receiptId = await createdId(api, "/api/receipts", {
        paymentDate: "2026-11-10",
        paymentMethod: "EFECTIVO",
        lines: [{ studentId: olivia, classId: cls, paymentMonth: "2026-11", amount: 25_000 }],
      });
      const payerOf = async () => (await api("GET", `/api/receipts/${receiptId}`)).json().payer;
      expect(await payerOf()).toMatchObject({ guardianId: null, fullName: "Olivia Solapagadora" });

      const erased = await api("POST", `/api/students/${olivia}/anonymize`, {
        reason: "Solicitud de supresión",
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(await payerOf()).toMatchObject({
        guardianId: null,
        fullName: `Persona eliminada #${olivia}`,
        rut: null,
      });
      const dump = await dumpAll(t.db, t.kind);
      expect(dump).not.toContain("Solapagadora");
      expect(dump).not.toContain("11.111.111");
    });
  },
  { publicUrl: "https://nova.example.cl" },
);
