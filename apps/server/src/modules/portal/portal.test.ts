import { expect, it } from "vitest";
import { createdId } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { concretePath, operationsOf } from "../../../test/support/openapi-operations.ts";
import { asFamily, openLink, portalCookie, portalLink } from "../../../test/support/portal.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase(
  "family portal access",
  (t) => {
    let familyA = 0;
    let familyB = 0;
    let childA = 0;
    let childB = 0;
    let receiptA = 0;
    let receiptB = 0;
    let orderB = 0;
    let cookieA = "";
    let cookieB = "";
    const api = adminApi(t);

    it("sets up two families, each with a child, a class and a receipt", async () => {
      const ballet = await t.seed.class({
        name: "Ballet",
        price: 30000,
        schedules: [{ dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 }],
      });
      childA = await t.seed.student({ firstName: "Sofía", lastName: "Rojas" });
      childB = await t.seed.student({ firstName: "Diego", lastName: "Pérez" });
      await t.seed.enroll(childA, ballet, "2026-03-01");
      await t.seed.enroll(childB, ballet, "2026-03-01");
      familyA = await t.seed.guardian({ fullName: "Carla Rojas" }, [{ studentId: childA }]);
      familyB = await t.seed.guardian({ fullName: "Pedro Pérez" }, [{ studentId: childB }]);
      const pay = async (studentId: number) => {
        return createdId(api, "/api/receipts", {
          paymentDate: "2026-08-05",
          paymentMethod: "EFECTIVO",
          lines: [{ studentId, classId: ballet, paymentMonth: "2026-08", amount: 30000 }],
        });
      };
      receiptA = await pay(childA);
      receiptB = await pay(childB);
      // Two Mondays of Ballet marked by the desk, with a note only the studio should read.
      const mark = async (date: string, marks: { studentId: number; status: string }[]) => {
        const res = await api("PUT", `/api/sessions/${ballet}/${date}/attendance`, {
          marks: marks.map((m) => ({ ...m, note: "Nota interna del estudio" })),
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      await mark("2026-08-03", [
        { studentId: childA, status: "PRESENT" },
        { studentId: childB, status: "ABSENT" },
      ]);
      await mark("2026-08-10", [
        { studentId: childA, status: "EXCUSED" },
        { studentId: childB, status: "PRESENT" },
      ]);
      // An online order of family B (already paid: nothing asks Flow about it).
      const order = await t.db
        .insertInto("online_orders")
        .values({
          guardian_id: familyB,
          gateway: "flow",
          commerce_order: "nova-b-1",
          gateway_token: "TOKENB",
          gateway_order: "1001",
          amount: 30000,
          lines: "[]",
          status: "paid",
          receipt_id: receiptB,
          credit_resolved_at: null,
          created_at: "2026-08-15T15:00:00.000Z",
          paid_at: "2026-08-15T15:00:00.000Z",
          last_checked_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      orderB = order.id;
    });

    it("gives a link of 7 days under PUBLIC_URL, and opens it once", async () => {
      const link = await portalLink(t, familyA);
      expect(link.url).toMatch(/^https:\/\/nova\.example\.cl\/portal\/acceso\/[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(link.expiresAt) - t.clock.now().getTime()).toBe(7 * DAY_MS);
      // Only the hash is stored.
      const stored = await t.db.selectFrom("portal_links").select("token_hash").execute();
      expect(stored.map((r) => r.token_hash)).not.toContain(link.token);

      const first = await openLink(t, link.token);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().guardianName).toBe("Carla Rojas");
      const cookie = String(first.headers["set-cookie"]);
      expect(cookie).toMatch(/^nova_portal=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toContain("Path=/api/portal");
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).toContain(`Max-Age=${90 * 24 * 60 * 60}`);
      // Plain HTTP (the reception PC by LAN address): a Secure cookie would never come back.
      expect(cookie).not.toContain("Secure");

      const second = await openLink(t, link.token);
      expectProblem(second, 401, "PORTAL_LINK_INVALID");
      expect(second.json().message).toMatch(/Pide uno nuevo/);
    });

    it("lets only one of two phones opening the same link at once get a session", async () => {
      const { token } = await portalLink(t, familyA);
      const answers = await Promise.all(Array.from({ length: 5 }, () => openLink(t, token)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    });

    it("refuses a link after 7 days, and a session after 90", async () => {
      const { token } = await portalLink(t, familyA);
      const session = await portalCookie(t, familyA);
      t.clock.advanceMs(7 * DAY_MS + 1000);
      expect((await openLink(t, token)).statusCode).toBe(401);
      const family = () => asFamily(t, session, "GET", "/api/portal/family");
      expect((await family()).statusCode).toBe(200);
      t.clock.advanceMs(83 * DAY_MS);
      const ended = await family();
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toMatch(/token/);
      t.clock.set("2026-08-15T15:00:00.000Z");
    });

    it("revokes the unused links and the open sessions of the family, and only those", async () => {
      const access = async (guardianId: number) =>
        (await api("GET", `/api/guardians/${guardianId}/portal-access`)).json();
      const { token } = await portalLink(t, familyA);
      expect(await access(familyA)).toMatchObject({
        lastLink: { state: "pending", sentAt: "2026-08-15T15:00:00.000Z" },
      });
      const openA = await portalCookie(t, familyA);
      const openB = await portalCookie(t, familyB);
      // The last link was opened; the family has the portal open on its devices.
      const before = await access(familyA);
      expect(before.lastLink.state).toBe("used");
      expect(before.openSessions).toBeGreaterThanOrEqual(1);
      expect(before.lastOpenedAt).toBe("2026-08-15T15:00:00.000Z");
      const res = await api("DELETE", `/api/guardians/${familyA}/portal-link`);
      expect(res.statusCode).toBe(204);
      expect((await openLink(t, token)).statusCode).toBe(401);
      const get = (cookie: string) => asFamily(t, cookie, "GET", "/api/portal/family");
      expect((await get(openA)).statusCode).toBe(401);
      expect((await get(openB)).statusCode).toBe(200);
      expect(await access(familyA)).toMatchObject({ openSessions: 0, lastOpenedAt: null });
      expect((await access(familyB)).openSessions).toBeGreaterThanOrEqual(1);
      cookieA = await portalCookie(t, familyA);
      cookieB = openB;
    });

    it("lets reception send a link, and answers 404 for a guardian that does not exist", async () => {
      const staff = await t.loginStaff("recepcion", "clave-recepcion-1");
      const res = await t.injectAs(staff, "POST", `/api/guardians/${familyB}/portal-link`);
      expect(res.statusCode).toBe(201);
      const missing = await t.injectAs(staff, "POST", "/api/guardians/999999/portal-link");
      expect(missing.statusCode).toBe(404);
    });

    // Every portal route, with what family A may ask and what belongs to family B. A portal
    // route added without a row here fails the first test below.
    const portalRequests = () => [
      { method: "GET", path: "/api/portal/family", own: "/api/portal/family", other: null },
      { method: "GET", path: "/api/portal/statement", own: "/api/portal/statement", other: null },
      { method: "GET", path: "/api/portal/attendance", own: "/api/portal/attendance", other: null },
      { method: "POST", path: "/api/portal/payments", own: null, other: null },
      {
        method: "GET",
        path: "/api/portal/payments/{id}",
        own: null,
        other: `/api/portal/payments/${orderB}`,
      },
      {
        method: "GET",
        path: "/api/portal/receipts/{id}",
        own: `/api/portal/receipts/${receiptA}`,
        other: `/api/portal/receipts/${receiptB}`,
      },
      {
        method: "GET",
        path: "/api/portal/transfer-notices",
        own: "/api/portal/transfer-notices",
        other: null,
      },
      { method: "POST", path: "/api/portal/transfer-notices", own: null, other: null },
      {
        method: "GET",
        path: "/api/portal/correction-requests",
        own: "/api/portal/correction-requests",
        other: null,
      },
      { method: "POST", path: "/api/portal/correction-requests", own: null, other: null },
      { method: "DELETE", path: "/api/portal/session", own: null, other: null },
    ];

    it("has a row for every portal route", () => {
      const documented = operationsOf(t.app)
        .filter((op) => op.isPortal)
        .map((op) => `${op.method} ${op.path}`)
        .sort();
      expect(documented).toEqual(
        portalRequests()
          .map((r) => `${r.method} ${r.path}`)
          .sort(),
      );
    });

    it("never shows one family's data to another family's session", async () => {
      for (const row of portalRequests()) {
        if (row.own) {
          const own = await asFamily(t, cookieA, "GET", row.own);
          expect(own.statusCode, row.own).toBe(200);
          expect(own.body, row.own).not.toContain("Pérez");
        }
        if (row.other) {
          const other = await asFamily(t, cookieA, "GET", row.other);
          expect(other.statusCode, row.other).toBe(404);
          expect(other.body).not.toContain("Pérez");
        }
      }
      const family = await asFamily(t, cookieA, "GET", "/api/portal/family");
      expect(family.json().children.map((c: { id: number }) => c.id)).toEqual([childA]);
      expect(family.json().children[0].classes[0].schedule).toEqual([
        { dayOfWeek: "MONDAY", time: "18:00 - 19:30" },
      ]);
    });

    it("gives the family the studio's RUT and its account as fields, the old free text as the note (issue 36)", async () => {
      const ask = async () => (await asFamily(t, cookieA, "GET", "/api/portal/family")).json();
      await t.seed.settings("studio", { name: "NOVA", rut: "76543210-3" });
      await t.seed.settings("payments", { bankAccount: "Pedir los datos a Marta" });
      expect((await ask()).studio.rut).toBe("76543210-3");
      expect((await ask()).payments.bank).toMatchObject({
        accountNumber: "",
        note: "Pedir los datos a Marta",
      });
      const bank = {
        bank: "BancoEstado",
        accountType: "corriente",
        accountNumber: "29100012345",
        holder: "NOVA SpA",
        holderRut: "76543210-3",
        email: "pagos@nova.cl",
        note: "",
      };
      await t.seed.settings("payments", { bank });
      expect((await ask()).payments.bank).toEqual(bank);
    });

    it("shows each child's attendance of the last eight weeks, without the studio's notes", async () => {
      // The justified absence of 10 August earns a make-up class for 30 days.
      await t.seed.settings("attendance", { makeUpCredits: true, makeUpDays: 30 });
      const res = await asFamily(t, cookieA, "GET", "/api/portal/attendance");
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ from: "2026-06-21", to: "2026-08-15" });
      expect(body.children).toHaveLength(1);
      const [child] = body.children;
      expect(child).toMatchObject({ studentId: childA, fullName: "Sofía Rojas", rate: 1 });
      expect(child.classes).toEqual([
        {
          classId: expect.any(Number),
          className: "Ballet",
          rate: 1,
          marks: [
            { date: "2026-08-03", startTime: "18:00", status: "PRESENT", kind: "REGULAR" },
            { date: "2026-08-10", startTime: "18:00", status: "EXCUSED", kind: "REGULAR" },
          ],
        },
      ]);
      expect(child.makeUp).toEqual({ enabled: true, available: 1, nextExpiry: "2026-09-09" });
      expect(res.body).not.toContain("Nota interna");
      expect(res.body).not.toContain("Pérez");
    });

    it("does not open a portal route with a staff token, nor a staff route with the portal cookie", async () => {
      for (const row of portalRequests()) {
        const res = await api(
          row.method as "GET",
          concretePath(row.path, { id: String(receiptA) }),
          row.method === "POST" ? {} : undefined,
        );
        expect(res.statusCode, row.path).toBe(401);
      }
      const staffRoutes = operationsOf(t.app).filter((op) => !op.isPublic && !op.isPortal);
      expect(staffRoutes.length).toBeGreaterThan(40);
      for (const op of staffRoutes) {
        const res = await asFamily(t, cookieA, op.method, concretePath(op.path));
        expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
      }
    });

    it("takes a transfer notice from the family and lets staff confirm it into a receipt once", async () => {
      const sent = await asFamily(t, cookieB, "POST", "/api/portal/transfer-notices", {
        transferDate: "2026-08-14",
        amount: 30000,
        note: "Septiembre",
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const notice = sent.json();
      expect(notice.status).toBe("pending");
      const ballet = (await t.db.selectFrom("classes").select("id").executeTakeFirstOrThrow()).id;
      const confirm = () =>
        api("POST", `/api/transfer-notices/${notice.id}/confirm`, {
          lines: [{ studentId: childB, classId: ballet, paymentMonth: "2026-09", amount: 30000 }],
        });
      const answers = await Promise.all([confirm(), confirm(), confirm()]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      const receipt = answers.find((a) => a.statusCode === 201)?.json();
      expect(receipt.paymentMethod).toBe("TRANSFERENCIA");
      expect(receipt.paymentDate).toBe("2026-08-14");
      const lines = await t.db
        .selectFrom("payments")
        .select("id")
        .where("student_id", "=", childB)
        .where("payment_month", "=", "2026-09")
        .execute();
      expect(lines).toHaveLength(1);
      // Family B sees its notice confirmed; family A does not see it at all.
      const mine = await asFamily(t, cookieB, "GET", "/api/portal/transfer-notices");
      expect(mine.json()[0]).toMatchObject({ status: "confirmed", receiptId: receipt.id });
      const theirs = await asFamily(t, cookieA, "GET", "/api/portal/transfer-notices");
      expect(theirs.json()).toEqual([]);
      const ownReceipt = await asFamily(t, cookieB, "GET", `/api/portal/receipts/${receipt.id}`);
      expect(ownReceipt.statusCode).toBe(200);
    });

    it("refuses a confirmation whose lines do not add up to the amount transferred", async () => {
      const sent = await asFamily(t, cookieA, "POST", "/api/portal/transfer-notices", {
        transferDate: "2026-08-14",
        amount: 15000,
      });
      const ballet = (await t.db.selectFrom("classes").select("id").executeTakeFirstOrThrow()).id;
      const res = await api("POST", `/api/transfer-notices/${sent.json().id}/confirm`, {
        lines: [{ studentId: childA, classId: ballet, paymentMonth: "2026-09", amount: 30000 }],
      });
      expect(res.statusCode).toBe(400);
      const reject = (payload: unknown) =>
        api("POST", `/api/transfer-notices/${sent.json().id}/reject`, payload as object);
      // A rejection says why: without a reason it is refused.
      expect((await reject({})).statusCode).toBe(400);
      const answers = await Promise.all([
        reject({ reason: "No llegó a la cuenta" }),
        reject({ reason: "No llegó a la cuenta" }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
      // The family reads the reason in its portal.
      const mine = await asFamily(t, cookieA, "GET", "/api/portal/transfer-notices");
      expect(mine.json()[0]).toMatchObject({
        status: "rejected",
        rejectReason: "No llegó a la cuenta",
      });
    });

    it("keeps the family's correction requests in the staff inbox until one is marked handled, once", async () => {
      const sent = await asFamily(t, cookieB, "POST", "/api/portal/correction-requests", {
        message: "Mi email nuevo es b@nova.cl",
      });
      expect(sent.statusCode, sent.body).toBe(204);
      const inbox = async () =>
        (await api("GET", "/api/correction-requests")).json<
          { id: number; guardianId: number; message: string; handledAt: string | null }[]
        >();
      const [open] = await inbox();
      expect(open).toMatchObject({
        guardianId: familyB,
        message: "Mi email nuevo es b@nova.cl",
        handledAt: null,
      });
      const handle = () =>
        api("POST", `/api/correction-requests/${open?.id}/handled`, {
          note: "Email corregido",
        });
      const answers = await Promise.all([handle(), handle(), handle()]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(answers.find((a) => a.statusCode === 200)?.json()).toMatchObject({
        handledNote: "Email corregido",
        handledBy: expect.any(String),
      });
      expect((await inbox())[0]?.handledAt).not.toBeNull();
      // The family sees its request answered, without the staff member's name; the other sees none.
      const own = await asFamily(t, cookieB, "GET", "/api/portal/correction-requests");
      expect(own.json()).toEqual([
        {
          id: open?.id,
          message: "Mi email nuevo es b@nova.cl",
          createdAt: expect.any(String),
          handledAt: expect.any(String),
          handledNote: "Email corregido",
        },
      ]);
      const other = await asFamily(t, cookieA, "GET", "/api/portal/correction-requests");
      expect(other.json()).toEqual([]);
      const missing = await api("POST", "/api/correction-requests/999999/handled", {});
      expect(missing.statusCode).toBe(404);
    });

    it("ends the session on this device with 'Salir'", async () => {
      const res = await asFamily(t, cookieA, "DELETE", "/api/portal/session");
      expect(res.statusCode).toBe(204);
      expect(String(res.headers["set-cookie"])).toContain("Max-Age=0");
      const after = await asFamily(t, cookieA, "GET", "/api/portal/family");
      expect(after.statusCode).toBe(401);
    });
  },
  { publicUrl: "https://nova.example.cl" },
);
