import { defaultSettings } from "@nova/domain";
import { beforeAll, expect, it } from "vitest";
import { expectExactAnswer } from "../../../test/support/answer.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { adminAuthorization, describeEachDatabase } from "../../../test/support/test-app.ts";

// Jazz $25.000; Carla in Jazz since January; she paid July late (28.750 = 25.000 + 15 %).
// Today is 2026-08-15: August (due the 10th by default) is late.

describeEachDatabase("settings", (t) => {
  let carla = 0;
  let julyPayment = 0;
  const send = async (method: "GET" | "PUT", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: await t.authHeader() },
      ...(payload ? { payload } : {}),
    });
  const augustOwed = async () =>
    (await send("GET", `/api/students/${carla}/outstanding-payments/2026-08`)).json()
      .totalOutstandingAmount;

  beforeAll(async () => {
    const jazz = await t.seed.class({ name: "Jazz", price: 25_000 });
    carla = await t.seed.enrolledStudent(
      jazz,
      { firstName: "Carla", lastName: "Muñoz" },
      "2026-01-15",
    );
    julyPayment = await t.seed.payment({
      studentId: carla,
      classId: jazz,
      amount: 28_750,
      month: "2026-07",
      date: "2026-08-12",
      late: true,
    });
  });

  it("starts from the defaults", async () => {
    const res = await send("GET", "/api/settings");
    expectExactAnswer(res, 200, defaultSettings);
    expect(res.json().payments).toMatchObject({ dueDay: 10, lateFeePercentage: 15, graceDays: 0 });
    expect(res.json().security).toMatchObject({ maxUsers: 5, sessionTimeoutHours: 24 });
  });

  it("saves the fields sent, keeps the others, persists and audits the change", async () => {
    const account = {
      bank: "BancoEstado",
      accountType: "vista",
      accountNumber: "123456789",
      holder: "NOVA Danza SpA",
    };
    const res = await send("PUT", "/api/settings", {
      studio: { name: "NOVA Danza", phone: "+56 2 2345 6789" },
      payments: {
        acceptedMethods: ["EFECTIVO", "CHEQUE"],
        bank: { ...account, holderRut: "76.123.456-0" },
        paymentEmail: "pagos@nova.cl",
      },
      system: { backupFrequency: "weekly", notifications: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().studio).toMatchObject({ name: "NOVA Danza", phone: "+56 2 2345 6789" });
    expect(res.json().payments).toMatchObject({
      dueDay: 10,
      acceptedMethods: ["EFECTIVO", "CHEQUE"],
      // The RUT comes back in its stored form; the fields not sent, empty.
      bank: { ...account, holderRut: "76123456-0", email: "", note: "" },
    });
    expect((await send("GET", "/api/settings")).json()).toEqual(res.json());
    const rows = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "settings")
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.after ?? "{}").studio.name).toBe("NOVA Danza");
  });

  it("reads an account stored as free text (before issue 36) into its fields or keeps it as the note, and checks new ones", async () => {
    await t.seed.settings("payments", {
      bankAccount:
        "Santander cuenta corriente 0-000-12345-6, titular: Marta Rojas, RUT 11.111.111-1",
    });
    expect((await send("GET", "/api/settings")).json().payments.bank).toEqual({
      bank: "Santander",
      accountType: "corriente",
      accountNumber: "0-000-12345-6",
      holder: "Marta Rojas",
      holderRut: "11111111-1",
      email: "",
      note: "",
    });
    await t.seed.settings("payments", { bankAccount: "Preguntar a Marta" });
    expect((await send("GET", "/api/settings")).json().payments.bank).toMatchObject({
      accountNumber: "",
      note: "Preguntar a Marta",
    });
    const bad = await send("PUT", "/api/settings", {
      payments: {
        bank: {
          bank: "BCI",
          accountType: "corriente",
          accountNumber: "123",
          holder: "Marta",
          holderRut: "11.111.111-2",
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("El RUT del titular no es válido");
  });

  it("validates the ranges of docs/product/contract-texts.md#settings-ranges with Spanish messages", async () => {
    const cases = [
      [{ payments: { dueDay: 32 } }, "El día de vencimiento debe estar entre 1 y 31"],
      [{ payments: { lateFeePercentage: 101 } }, "El recargo debe estar entre 0 y 100"],
      [{ payments: { graceDays: 31 } }, "Los días de gracia deben estar entre 0 y 30"],
      [{ security: { maxUsers: 21 } }, "El máximo de usuarios debe estar entre 1 y 20"],
      [
        { security: { sessionTimeoutHours: 169 } },
        "El tiempo de sesión debe estar entre 1 y 168 horas",
      ],
      [{ payments: { paymentEmail: "no-es-correo" } }, "El email no es válido"],
      [{ system: { backupFrequency: "hourly" } }, "Frecuencia de respaldo inválida"],
    ] as const;
    for (const [body, message] of cases) {
      const res = await send("PUT", "/api/settings", body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, details: { errorType: "VALIDATION_ERROR" } });
    }
  });

  it("lets only an admin change the settings", async () => {
    const staff = await t.loginStaff("staff-config", "clave-staff-1");
    const res = await t.injectAs(staff, "PUT", "/api/settings", {
      payments: { lateFeePercentage: 0 },
    });
    expectProblem(res, 403, "INSUFFICIENT_PERMISSIONS");
    const read = await t.injectAs(staff, "GET", "/api/settings");
    expect(read.statusCode).toBe(200);
  });

  it("prices what is outstanding with the current rules and never rewrites recorded payments", async () => {
    // Default: August late on the 15th: 25.000 + 15 % = 28.750.
    expect(await augustOwed()).toBe(28_750);
    // 20 % from now on: 25.000 + 5.000 = 30.000.
    await send("PUT", "/api/settings", { payments: { lateFeePercentage: 20 } });
    expect(await augustOwed()).toBe(30_000);
    // A due day of 20 makes August not late yet on the 15th: 25.000.
    await send("PUT", "/api/settings", { payments: { dueDay: 20 } });
    expect(await augustOwed()).toBe(25_000);
    // Due day 10 again with 7 grace days: due the 17th, still on time on the 15th.
    await send("PUT", "/api/settings", { payments: { dueDay: 10, graceDays: 7 } });
    expect(await augustOwed()).toBe(25_000);
    // July's payment keeps the amount and the late flag it was recorded with.
    const july = (await send("GET", `/api/payments/${julyPayment}`)).json();
    expect(july).toMatchObject({ amount: 28_750, isLatePayment: true });
    await send("PUT", "/api/settings", { payments: { lateFeePercentage: 15, graceDays: 0 } });
    expect(await augustOwed()).toBe(28_750);
  });

  it("makes new sessions last the configured number of hours", async () => {
    await send("PUT", "/api/settings", { security: { sessionTimeoutHours: 1 } });
    try {
      const authorization = await adminAuthorization(t.app);
      const me = () => t.injectAs(authorization, "GET", "/api/auth/me");
      t.clock.advanceMs(59 * 60_000);
      expect((await me()).statusCode).toBe(200);
      t.clock.advanceMs(2 * 60_000);
      expect((await me()).statusCode).toBe(401);
    } finally {
      t.clock.set("2026-08-15T15:00:00.000Z");
      await send("PUT", "/api/settings", { security: { sessionTimeoutHours: 24 } });
    }
  });
});
