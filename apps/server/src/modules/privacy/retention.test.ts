import { describe, expect, it } from "vitest";
import { expectExactAnswer } from "../../../test/support/answer.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/database.ts";

// Retention (issue 29 item 5): the run anonymises what is past each term, exactly what the
// preview listed, with one audit entry; the audit chain still verifies after it.

async function insertTrialRequest(
  db: Database,
  r: { classId: number; name: string; createdAt: string; status?: string },
) {
  const { id } = await db
    .insertInto("trial_requests")
    .values({
      class_id: r.classId,
      session_date: r.createdAt.slice(0, 10),
      name: r.name,
      phone: "+56 9 5555 0101",
      email: "visita@correo.cl",
      age: 30,
      guardian_name: null,
      guardian_phone: null,
      message: "Quiero probar",
      waitlist: 0,
      consent_at: r.createdAt,
      privacy_notice_version: "1",
      status: r.status ?? "NEW",
      notes: null,
      discard_reason: null,
      source_key: "clave",
      student_id: null,
      created_at: r.createdAt,
      contacted_at: null,
      attended_at: null,
      enrolled_at: null,
      updated_at: r.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

describeEachDatabase("retention run", (t) => {
  const api = adminApi(t);

  describe("three terms", () => {
    it("saves the trial-request and audit terms beside the former students' years", async () => {
      const defaults = (await api("GET", "/api/privacy/retention")).json();
      expect(defaults).toMatchObject({
        retentionYears: 6,
        trialRetentionMonths: 12,
        auditRetentionYears: 6,
      });
      const refused = await api("PUT", "/api/settings", { privacy: { trialRetentionMonths: 0 } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain("entre 1 y 120");
    });

    it("anonymises a request 13 months old unconverted, not 11 months old nor a converted one; the preview is what the run does", async () => {
      // Written in 2019: its audit row holds her values, past the audit term of 6 years.
      t.clock.set("2019-03-01T15:00:00.000Z");
      const created = await api("POST", "/api/students", {
        firstName: "Irene",
        lastName: "Olvidada",
        birthDate: "1990-05-06",
        phone: "+56 9 4444 8080",
        guardians: [],
      });
      expect(created.json()).toMatchObject({ id: expect.any(Number) });
      const irene = created.json().id as number;
      t.clock.set("2026-08-15T15:00:00.000Z");

      const classId = await t.seed.class({ name: "Jazz", price: 20_000 });
      const old = await insertTrialRequest(t.db, {
        classId,
        name: "Tamara Vieja",
        createdAt: "2025-07-10T12:00:00.000Z",
      });
      const recent = await insertTrialRequest(t.db, {
        classId,
        name: "Úrsula Reciente",
        createdAt: "2025-09-15T12:00:00.000Z",
      });
      const converted = await insertTrialRequest(t.db, {
        classId,
        name: "Carla Inscrita",
        createdAt: "2025-07-10T12:00:00.000Z",
        status: "ENROLLED",
      });
      const former = await t.seed.enrolledStudent(
        classId,
        { firstName: "Berta", lastName: "Antigua" },
        "2018-03-01",
        "2019-12-01",
      );

      const preview = (await api("GET", "/api/privacy/retention")).json();
      const trialIds = preview.trialRequests.map(
        (r: { trialRequestId: number }) => r.trialRequestId,
      );
      expect(trialIds).toContain(old);
      expect(trialIds).not.toContain(recent);
      expect(trialIds).not.toContain(converted);
      expect(
        preview.trialRequests.find((r: { trialRequestId: number }) => r.trialRequestId === old),
      ).toMatchObject({ name: "Tamara Vieja", retentionEndsOn: "2026-07-10" });
      const studentIds = preview.candidates.map((c: { studentId: number }) => c.studentId);
      expect(studentIds).toEqual(expect.arrayContaining([former, irene]));
      expect(preview.audit.before).toBe("2020-08-15");
      expect(preview.audit.rowIds.length).toBeGreaterThan(0);

      const run = await api("POST", "/api/privacy/retention/run");
      expectExactAnswer(run, 200, preview);

      const rows = await t.db
        .selectFrom("trial_requests")
        .select(["id", "name", "phone", "email", "message", "anonymized_at"])
        .where("id", "in", [old, recent, converted])
        .orderBy("id")
        .execute();
      expect(rows[0]).toMatchObject({
        name: `Persona eliminada #${old}`,
        phone: "",
        email: null,
        message: null,
        anonymized_at: expect.any(String),
      });
      expect(rows[1]).toMatchObject({ name: "Úrsula Reciente", anonymized_at: null });
      expect(rows[2]).toMatchObject({ name: "Carla Inscrita", anonymized_at: null });

      const student = await t.db
        .selectFrom("students")
        .select(["first_name"])
        .where("id", "=", former)
        .executeTakeFirstOrThrow();
      expect(student.first_name).not.toBe("Berta");

      // No audit row keeps Irene's values; one entry records the run; the chain verifies.
      const leaked = await t.db
        .selectFrom("audit_log")
        .select("id")
        .where((eb) =>
          eb.or([eb("after", "like", "%Olvidada%"), eb("after", "like", "%4444 8080%")]),
        )
        .execute();
      expect(leaked).toEqual([]);
      const runs = await t.db
        .selectFrom("audit_log")
        .select(["after"])
        .where("entity", "=", "privacy-retention")
        .where("action", "=", "retention-run")
        .execute();
      expect(runs).toHaveLength(1);
      expect(JSON.parse(runs[0]?.after ?? "{}")).toMatchObject({
        trialRequests: [old],
        students: expect.arrayContaining([former, irene]),
      });
      const check = (await api("GET", "/api/audit/check")).json();
      expect(check).toMatchObject({ intact: true, firstBrokenId: null });

      // The next preview is empty of what was done; a second run touches nothing more.
      const next = (await api("GET", "/api/privacy/retention")).json();
      expect(next.trialRequests).toEqual([]);
      expect(next.candidates).toEqual([]);
      expect(next.audit.rowIds).toEqual([]);
    });

    it("is admin-only", async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/privacy/retention/run" });
      expect(res.statusCode).toBe(401);
    });
  });
});
