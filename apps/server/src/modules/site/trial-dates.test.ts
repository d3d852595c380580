import { beforeAll, expect, it } from "vitest";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 40: a trial is never offered on a holiday or a studio closure, only for a class that
// takes the age, and a mother asks for her daughter as herself. Today is Tuesday 2026-12-01:
// Tuesday 8 (Inmaculada Concepción) and Friday 25 (Navidad) are public holidays.

describeEachDatabase("trial dates and ages", (t) => {
  let kids = 0;
  let adults = 0;
  let address = 0;
  const send = (over: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/public/trial-requests",
      remoteAddress: `10.9.0.${++address}`,
      payload: {
        forWhom: "child",
        classId: kids,
        sessionDate: "2026-12-04",
        name: "Amanda Soto",
        phone: "+56 9 1234 5678",
        age: 8,
        guardianName: "Carolina Pérez",
        consent: true,
        fillMs: 12_000,
        ...over,
      },
    });

  beforeAll(async () => {
    t.clock.set("2026-12-01T15:00:00.000Z");
    const schedules = [
      { dayOfWeek: "TUESDAY", startHour: 17, startMinute: 0 },
      { dayOfWeek: "FRIDAY", startHour: 17, startMinute: 0 },
    ];
    kids = await t.seed.class({ name: "Ballet Niñas", price: 30_000, schedules });
    adults = await t.seed.class({ name: "Bachata Sensual", price: 25_000, schedules });
    await t.db
      .updateTable("classes")
      .set({ min_age: 6, max_age: 10 })
      .where("id", "=", kids)
      .execute();
    await t.db.updateTable("classes").set({ min_age: 18 }).where("id", "=", adults).execute();
    await t.seed.settings("attendance", {
      closures: [{ from: "2026-12-15", to: "2026-12-15", reason: "Muestra de fin de año" }],
    });
  });

  it("offers the class's next days without holidays or closures", async () => {
    const res = await t.app.inject({ url: "/api/public/site" });
    const cls = res.json().classes.find((c: { id: number }) => c.id === kids);
    expect(cls.minAge).toBe(6);
    expect(cls.nextSessions).toEqual([
      "2026-12-01",
      "2026-12-04",
      "2026-12-11",
      "2026-12-18",
      "2026-12-22",
      "2026-12-29",
    ]);
  });

  it("refuses a holiday, a closure and a class not for the age", async () => {
    for (const sessionDate of ["2026-12-08", "2026-12-25", "2026-12-15"]) {
      const res = await send({ sessionDate });
      expect(res.statusCode, sessionDate).toBe(400);
      expect(res.json().details.field, sessionDate).toBe("sessionDate");
    }
    const wrongAge = await send({ classId: adults });
    expect(wrongAge.statusCode).toBe(400);
    expect(wrongAge.json().details.field).toBe("classId");
  });

  it("stores a mother's request for her daughter: the daughter's name and age, the mother as guardian", async () => {
    const res = await send({});
    expect(res.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom("trial_requests")
      .select(["name", "age", "phone", "guardian_name", "guardian_phone"])
      .where("id", "=", res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      name: "Amanda Soto",
      age: 8,
      phone: "+56 9 1234 5678",
      guardian_name: "Carolina Pérez",
      guardian_phone: "+56 9 1234 5678",
    });
  });

  it("answers the set-up checklist to admins only, from the settings", async () => {
    const api = adminApi(t);
    const res = await api("GET", "/api/settings/setup");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.complete).toBe(false);
    const done = (key: string) => list.steps.find((s: { key: string }) => s.key === key).done;
    expect(done("rut")).toBe(false);
    expect(done("publicUrl")).toBe(false);
    await api("PUT", "/api/settings", { studio: { rut: "76.543.210-3" } });
    expect((await api("GET", "/api/settings/setup")).json().steps[1]).toMatchObject({
      key: "rut",
      done: true,
    });
    const staff = await t.loginStaff("secretaria", "clave-secreta-1");
    const refused = await t.injectAs(staff, "GET", "/api/settings/setup");
    expect(refused.statusCode).toBe(403);
  });
});
