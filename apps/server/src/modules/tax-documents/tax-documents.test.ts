// Issue 39: a boleta for every payment, issued through OpenFactura by a durable queue. Every
// test runs the real adapter over real HTTP against the fake OpenFactura (test/support), on
// both engines; the queue's passes are run by the test (taxQueueAuto: false) with the test's
// clock, so retries and backoff are checked without waiting.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ReceiptResponse } from "@nova/domain";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { FakeOpenFactura } from "../../../test/support/fake-openfactura.ts";
import { adminApi, enrolledStudent, insertClass } from "../../../test/support/fixtures.ts";
import { portalCookie } from "../../../test/support/portal.ts";
import {
  adminAuthorization,
  describeEachDatabase,
  seedAdmin,
} from "../../../test/support/test-app.ts";
import { buildApp } from "../../app.ts";
import { createDatabase, type Database } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { createPostgresDatabase } from "../../db/scratch-postgres-database.ts";
import { processTaxQueue } from "./tax-queue.ts";

const TAX_DATA = {
  rut: "76.543.210-3",
  legalName: "NOVA Estudio de Danza SpA",
  giro: "Academia de danza",
  address: "Av. Italia 1234",
  comuna: "Ñuñoa",
  siiBranchCode: "81234567",
};

describeEachDatabase(
  "boletas through the issuer (issue 39)",
  (t) => {
    const api = adminApi(t);
    const fake = new FakeOpenFactura();
    let salsa = 0;
    let staff = "";
    const run = () => processTaxQueue({ db: t.db, now: t.clock.now });
    const receipt = async (id: number) =>
      (await api("GET", `/api/receipts/${id}`)).json() as ReceiptResponse;

    /** A new student in Salsa, and a receipt paying her August. */
    let n = 0;
    const payMonth = async (extra: Record<string, unknown> = {}) => {
      n += 1;
      const student = await t.seed.enrolledStudent(
        salsa,
        { firstName: `Alumna${n}`, lastName: "Rojas" },
        "2026-08-01",
      );
      const res = await api("POST", "/api/receipts", {
        paymentDate: "2026-08-15",
        paymentMethod: "EFECTIVO",
        lines: [{ studentId: student, classId: salsa, paymentMonth: "2026-08", amount: 25_000 }],
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return { student, receipt: res.json() as ReceiptResponse };
    };

    beforeAll(async () => {
      await fake.start();
      salsa = await t.seed.class({ name: "Salsa", price: 25_000 });
      await t.seed.settings("families", {
        enrollmentFee: 20_000,
        enrollmentFeePer: "student",
      });
      const res = await api("PUT", "/api/settings", {
        taxDocuments: {
          ...TAX_DATA,
          mode: "issuer",
          issuerUrl: fake.url,
          issuerApiKey: fake.apiKey,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      staff = await t.loginAs({ username: "caja", password: "clave-caja-123", role: "staff" });
    });
    afterAll(async () => {
      await fake.stop();
    });
    beforeEach(() => {
      fake.script.length = 0;
      fake.down = false;
      fake.verdict = () => "ACEPTADO";
    });

    it("keeps the API key apart: the settings say only that one was saved", async () => {
      const res = await api("GET", "/api/settings");
      expect(res.json().taxDocuments).toMatchObject({
        rut: "76543210-3",
        mode: "issuer",
        issuerApiKeySet: true,
      });
      expect(res.body).not.toContain(fake.apiKey);
      const rows = await t.db.selectFrom("settings").select("value").execute();
      expect(JSON.stringify(rows)).not.toContain(fake.apiKey);
    });

    it("a class month: one boleta exenta (DTE 41) with the exempt amount, then SII accepted", async () => {
      const { receipt: taken } = await payMonth();
      // The desk's answer comes before the issuer is asked anything.
      expect(taken.taxDocuments).toMatchObject([
        { dteType: 41, status: "pending", label: "Boleta exenta: emitiendo…", total: 25_000 },
      ]);
      const before = fake.documents.length;
      expect(await run()).toBe(1);
      const [doc] = fake.documents.slice(before);
      expect(fake.documents.length).toBe(before + 1);
      expect(doc?.dteType).toBe(41);
      expect(doc?.dte.Encabezado.Totales).toEqual({ MntExe: 25_000, MntTotal: 25_000 });
      expect(doc?.dte.Encabezado.Receptor.RUTRecep).toBe("66666666-6");
      expect(doc?.dte.Encabezado.Emisor).toMatchObject({
        RUTEmisor: "76543210-3",
        CdgSIISucur: 81234567,
      });
      expect(doc?.dte.Detalle).toEqual([
        {
          NroLinDet: 1,
          IndExe: 1,
          NmbItem: "Mensualidad Salsa agosto 2026",
          QtyItem: 1,
          PrcItem: 25_000,
          MontoItem: 25_000,
        },
      ]);
      let shown = await receipt(taken.id);
      expect(shown.taxDocuments?.[0]).toMatchObject({
        status: "issued",
        folio: doc?.folio,
        label: `Boleta exenta N° ${doc?.folio} (SII: en revisión)`,
      });
      expect(shown.taxDocuments?.[0]?.stampImage).toMatch(/^data:image\/png;base64,/);
      // The SII's verdict is asked 30 seconds later.
      t.clock.advanceMs(31_000);
      await run();
      shown = await receipt(taken.id);
      expect(shown.taxDocuments?.[0]?.label).toBe(`Boleta exenta N° ${doc?.folio} (SII: aceptada)`);
      // The PDF the issuer gave is served to staff.
      const pdf = await t.injectAs(
        staff,
        "GET",
        `/api/tax-documents/${shown.taxDocuments?.[0]?.id}/pdf`,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.body).toContain(`folio ${doc?.folio}`);
    });

    it("a class month and a taxed matrícula: a DTE 41 and a DTE 39 with IVA included", async () => {
      await api("PUT", "/api/settings", {
        taxDocuments: { treatments: { enrollmentFee: "taxed" } },
      });
      try {
        n += 1;
        const student = await t.seed.student({ firstName: `Alumna${n}`, lastName: "Soto" });
        const enrolled = await api("POST", "/api/students/enroll", {
          studentId: student,
          classId: salsa,
          enrollmentDate: "2026-08-03",
        });
        expect(enrolled.statusCode, enrolled.body).toBe(201);
        const owed = (await api("GET", `/api/students/${student}/outstanding-payments`)).json();
        const fee = owed.enrollmentFees[0];
        const res = await api("POST", "/api/receipts", {
          paymentDate: "2026-08-15",
          paymentMethod: "TRANSFERENCIA",
          lines: [{ studentId: student, classId: salsa, paymentMonth: "2026-08", amount: 25_000 }],
          enrollmentFeeLines: [{ enrollmentFeeId: fee.id, amount: 20_000 }],
        });
        expect(res.statusCode, res.body).toBe(201);
        const before = fake.documents.length;
        expect(await run()).toBe(2);
        const docs = fake.documents.slice(before);
        expect(docs.map((d) => d.dteType).sort()).toEqual([39, 41]);
        const taxed = docs.find((d) => d.dteType === 39);
        // $20.000 with IVA: neto 16.807 + IVA 3.193.
        expect(taxed?.dte.Encabezado.Totales).toEqual({
          MntNeto: 16_807,
          TasaIVA: 19,
          IVA: 3_193,
          MntTotal: 20_000,
        });
        expect(taxed?.dte.Detalle[0]).toMatchObject({
          NmbItem: "Matrícula 2026",
          MontoItem: 20_000,
        });
        expect(docs.find((d) => d.dteType === 41)?.dte.Encabezado.Totales).toEqual({
          MntExe: 25_000,
          MntTotal: 25_000,
        });
        const shown = await receipt(res.json().id);
        expect(shown.taxDocuments?.map((d) => [d.dteType, d.net, d.iva, d.total])).toEqual([
          [41, 0, 0, 25_000],
          [39, 16_807, 3_193, 20_000],
        ]);
      } finally {
        await api("PUT", "/api/settings", {
          taxDocuments: { treatments: { enrollmentFee: "exempt" } },
        });
      }
    });

    it("a 500 on the first try, then success: one document (the idempotency key)", async () => {
      const { receipt: taken } = await payMonth();
      fake.script.push({ status: 500 });
      const before = fake.documents.length;
      await run();
      let shown = await receipt(taken.id);
      expect(shown.taxDocuments?.[0]).toMatchObject({ status: "pending", retryable: true });
      expect(shown.taxDocuments?.[0]?.error).toMatch(
        /^OpenFactura no está respondiendo \(error 500\); se reintentará a las \d\d:\d\d$/,
      );
      // Not before its backoff (30 s).
      const posts = fake.posts;
      await run();
      expect(fake.posts).toBe(posts);
      t.clock.advanceMs(31_000);
      // The answer of the second try is lost after the issuer issued: the third try, with the
      // same key, gets that document back instead of a second one.
      fake.loseNextAnswer = true;
      await run();
      t.clock.advanceMs(61_000);
      await run();
      shown = await receipt(taken.id);
      const mine = fake.documents.slice(before);
      expect(mine).toHaveLength(1);
      expect(shown.taxDocuments?.[0]).toMatchObject({ status: "issued", folio: mine[0]?.folio });
      expect(fake.posts).toBeGreaterThanOrEqual(3);
    });

    it("a 429 is honoured: nothing is sent again before its Retry-After", async () => {
      const { receipt: taken } = await payMonth();
      fake.script.push({ status: 429, retryAfterSeconds: 120 });
      const posts = fake.posts;
      await run();
      expect(fake.posts).toBe(posts + 1);
      // Its own backoff (30 s) is shorter: the Retry-After (2 min) wins.
      t.clock.advanceMs(31_000);
      await run();
      expect(fake.posts).toBe(posts + 1);
      t.clock.advanceMs(90_000);
      await run();
      expect(fake.posts).toBe(posts + 2);
      expect((await receipt(taken.id)).taxDocuments?.[0]?.status).toBe("issued");
    });

    it("a document the issuer refuses shows its error in Spanish and 'Reintentar' (staff)", async () => {
      const { student, receipt: taken } = await payMonth();
      fake.script.push({
        status: 400,
        body: {
          error: {
            message: "Documento inválido",
            details: [{ field: "GiroEmisor", issue: "muy largo" }],
          },
        },
      });
      await run();
      let shown = await receipt(taken.id);
      const doc = shown.taxDocuments?.[0];
      expect(doc).toMatchObject({
        status: "failed",
        retryable: true,
        label: "Boleta exenta: no emitida",
        error: "OpenFactura rechazó el documento: Documento inválido; GiroEmisor: muy largo",
      });
      // The family's portal shows the document's folio, type, status and stamp; the issuer's
      // error and what staff do with it are absent from its answers, not merely not shown.
      const family = await t.seed.guardian({ fullName: "Marta Rojas" }, [{ studentId: student }]);
      const cookie = await portalCookie(t, family);
      const portal = await t.app.inject({
        method: "GET",
        url: `/api/portal/receipts/${taken.id}`,
        headers: { cookie },
      });
      expect(portal.statusCode, portal.body).toBe(200);
      const statement = await t.app.inject({
        method: "GET",
        url: "/api/portal/statement",
        headers: { cookie },
      });
      expect(statement.statusCode, statement.body).toBe(200);
      const listed = (statement.json() as { receipts: { id: number }[] }).receipts.find(
        (r) => r.id === taken.id,
      );
      for (const familyReceipt of [portal.json(), listed] as ReceiptResponse[]) {
        const seen = familyReceipt.taxDocuments?.[0];
        expect(seen).toMatchObject({
          dteType: 41,
          status: "failed",
          folio: null,
          label: "Boleta exenta: no emitida",
          stampImage: null,
          stampText: null,
        });
        for (const field of [
          "error",
          "retryable",
          "attempts",
          "lastError",
          "last_error",
          "lockedUntil",
          "locked_until",
          "idempotencyKey",
          "issuerToken",
        ]) {
          expect(seen).not.toHaveProperty(field);
        }
      }
      expect(portal.body).not.toContain("Documento inválido");
      expect(statement.body).not.toContain("Documento inválido");
      const teacher = await t.loginAs({
        username: "profe39",
        password: "clave-profe-123",
        role: "teacher",
      });
      const refused = await t.injectAs(teacher, "POST", `/api/tax-documents/${doc?.id}/retry`);
      expect(refused.statusCode).toBe(403);
      const retried = await t.injectAs(staff, "POST", `/api/tax-documents/${doc?.id}/retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().taxDocuments[0].status).toBe("pending");
      await run();
      shown = await receipt(taken.id);
      expect(shown.taxDocuments?.[0]?.status).toBe("issued");
      // An issued document needs no retry.
      const again = await t.injectAs(staff, "POST", `/api/tax-documents/${doc?.id}/retry`);
      expect(again.statusCode).toBe(409);
    });

    it("a boleta the SII rejects is issued anew on 'Reintentar', with a new folio", async () => {
      const { receipt: taken } = await payMonth();
      fake.verdict = () => "RECHAZADO";
      await run();
      t.clock.advanceMs(31_000);
      await run();
      let doc = (await receipt(taken.id)).taxDocuments?.[0];
      const rejectedFolio = doc?.folio;
      expect(doc?.label).toBe(`Boleta exenta N° ${rejectedFolio} (SII: rechazada)`);
      expect(doc?.error).toBe(
        "El SII rechazó el documento: Firma del documento no válida (prueba)",
      );
      expect(doc?.retryable).toBe(true);
      fake.verdict = () => "ACEPTADO";
      const retried = await api("POST", `/api/tax-documents/${doc?.id}/retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      await run();
      doc = (await receipt(taken.id)).taxDocuments?.[0];
      expect(doc?.status).toBe("issued");
      expect(doc?.folio).not.toBe(rejectedFolio);
    });

    it("a void of an issued boleta's line queues a credit note (DTE 61) referencing its folio", async () => {
      const { receipt: taken } = await payMonth();
      await run();
      const boleta = (await receipt(taken.id)).taxDocuments?.[0];
      expect(boleta?.status).toBe("issued");
      const paymentId = taken.lines[0]?.paymentId;
      const voided = await api("POST", `/api/payments/${paymentId}/void`, {
        reason: "Pagó dos veces",
      });
      expect(voided.statusCode, voided.body).toBe(200);
      const before = fake.documents.length;
      await run();
      const [credit] = fake.documents.slice(before);
      expect(credit?.dteType).toBe(61);
      expect(credit?.dte.Referencia?.[0]).toMatchObject({
        TpoDocRef: 41,
        FolioRef: boleta?.folio,
        CodRef: 1,
      });
      expect(credit?.dte.Encabezado.Totales).toEqual({ MntExe: 25_000, MntTotal: 25_000 });
      const shown = await receipt(taken.id);
      expect(shown.taxDocuments?.map((d) => [d.dteType, d.status, d.referencesFolio])).toEqual([
        [41, "issued", null],
        [61, "issued", boleta?.folio],
      ]);
      expect(shown.taxDocuments?.[1]?.label).toBe(
        `Nota de crédito N° ${credit?.folio} (SII: en revisión)`,
      );
    });

    it("a receipt whose boleta failed is voided without a credit note", async () => {
      const { receipt: taken } = await payMonth();
      fake.script.push({ status: 422, body: { error: { message: "Folios agotados" } } });
      await run();
      const before = fake.documents.length;
      const voided = await api("POST", `/api/payments/${taken.lines[0]?.paymentId}/void`, {
        reason: "Error de digitación",
      });
      expect(voided.statusCode, voided.body).toBe(200);
      await run();
      expect(fake.documents.length).toBe(before);
      const shown = await receipt(taken.id);
      expect(shown.taxDocuments?.map((d) => [d.dteType, d.status, d.retryable])).toEqual([
        [41, "cancelled", false],
      ]);
    });

    it("the issuer down for an hour: receipts keep being taken, documents issued when it returns", async () => {
      // Only this test's documents count: earlier tests' leftovers are closed.
      await t.db
        .updateTable("tax_documents")
        .set({ status: "cancelled" })
        .where((w) =>
          w.or([w("status", "in", ["pending", "failed"]), w("sii_status", "=", "rejected")]),
        )
        .execute();
      fake.down = true;
      const taken = [];
      for (let i = 0; i < 3; i++) taken.push((await payMonth()).receipt);
      const summary = () => t.injectAs(staff, "GET", "/api/tax-documents/pending-summary");
      for (let minutes = 0; minutes <= 60; minutes += 10) {
        await run();
        t.clock.advanceMs(10 * 60_000);
      }
      for (const r of taken) {
        const doc = (await receipt(r.id)).taxDocuments?.[0];
        expect(doc?.status).toBe("pending");
        expect(doc?.error).toMatch(/^OpenFactura no está respondiendo \(error 503\)/);
      }
      expect((await summary()).json()).toMatchObject({ notIssued: 3 });
      fake.down = false;
      t.clock.advanceMs(15 * 60_000);
      await run();
      for (const r of taken) {
        expect((await receipt(r.id)).taxDocuments?.[0]?.status).toBe("issued");
      }
      expect((await summary()).json()).toEqual({ notIssued: 0, oldestCreatedAt: null });
    });

    it("manual mode queues nothing and the typed folio keeps working", async () => {
      await api("PUT", "/api/settings", { taxDocuments: { mode: "manual" } });
      try {
        const { receipt: taken } = await payMonth();
        expect(taken.taxDocuments).toEqual([]);
        const res = await api("PUT", `/api/receipts/${taken.id}/tax-document`, {
          taxDocumentNumber: "5544",
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().taxDocumentNumber).toBe("5544");
      } finally {
        await api("PUT", "/api/settings", { taxDocuments: { mode: "issuer" } });
      }
    });

    it("ten receipts at once on two instances sharing the database: ten documents, none twice", async () => {
      // Two app instances over one database: two pools on PostgreSQL, two connections to one
      // file on SQLite; each runs its own queue passes while the receipts are being taken.
      let url = "";
      let drop: (() => Promise<void>) | undefined;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-boletas-"));
      if (t.kind === "postgres") {
        const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
        url = created.url;
        drop = created.drop;
      }
      const open = (): Database =>
        t.kind === "postgres"
          ? createDatabase({ databaseUrl: url })
          : createDatabase({ sqliteFile: path.join(dir, "nova.sqlite") });
      const dbA = open();
      await migrateToLatest(dbA);
      const dbB = open();
      await seedAdmin(dbA, t.clock.now());
      const options = { jwtSecret: Buffer.alloc(32, 7), now: t.clock.now, taxQueueAuto: false };
      const appA = await buildApp({ db: dbA, ...options });
      const appB = await buildApp({ db: dbB, ...options });
      try {
        const auth = await adminAuthorization(appA);
        await appA.inject({
          method: "PUT",
          url: "/api/settings",
          headers: { authorization: auth },
          payload: {
            taxDocuments: {
              ...TAX_DATA,
              mode: "issuer",
              issuerUrl: fake.url,
              issuerApiKey: fake.apiKey,
            },
          },
        });
        const cls = await insertClass(dbA, { name: "Jazz", price: 30_000 });
        const students: number[] = [];
        for (let i = 0; i < 10; i++) {
          const name = { firstName: `Par${i}`, lastName: "Lagos" };
          students.push(await enrolledStudent(dbA, cls, name, "2026-08-01"));
        }
        const before = fake.documents.length;
        const passes = () =>
          Promise.all([
            processTaxQueue({ db: dbA, now: t.clock.now }),
            processTaxQueue({ db: dbB, now: t.clock.now }),
          ]);
        const posts = students.map((s, i) =>
          (i % 2 === 0 ? appA : appB).inject({
            method: "POST",
            url: "/api/receipts",
            headers: { authorization: auth },
            payload: {
              paymentDate: "2026-08-15",
              paymentMethod: "EFECTIVO",
              lines: [{ studentId: s, classId: cls, paymentMonth: "2026-08", amount: 30_000 }],
            },
          }),
        );
        const [responses] = await Promise.all([Promise.all(posts), passes(), passes()]);
        for (const r of responses) expect(r.statusCode, r.body).toBe(201);
        await passes();
        await passes();
        const mine = fake.documents.slice(before);
        expect(mine).toHaveLength(10);
        expect(new Set(mine.map((d) => d.idempotencyKey)).size).toBe(10);
        const rows = await dbA
          .selectFrom("tax_documents")
          .select(["receipt_id", "status", "folio"])
          .execute();
        expect(rows).toHaveLength(10);
        expect(new Set(rows.map((r) => r.receipt_id)).size).toBe(10);
        expect(rows.every((r) => r.status === "issued")).toBe(true);
        expect(new Set(rows.map((r) => r.folio)).size).toBe(10);
      } finally {
        await appA.close();
        await appB.close();
        await dbA.destroy();
        await dbB.destroy();
        await drop?.();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  },
  { taxQueueAuto: false, publicUrl: "https://nova.example.cl" },
);
