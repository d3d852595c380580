import { expect, it } from "vitest";
import { errorTypes, tallyStatuses } from "../../../test/support/concurrency.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// docs/product/engineering.md#concurrency: the last-admin rule and the user limit are "check, then write";
// at PostgreSQL's read committed two requests each read the count before the other's write.
describeEachDatabase("users under concurrent requests", (t) => {
  const ROUNDS = 12;

  const activeAdmins = async () => {
    const row = await t.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "=", "admin")
      .where("active", "=", 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it("two admins turning each other off at once leave one active admin, every round", async () => {
    const passwords = { a: "clave-admin-a-01", b: "clave-admin-b-01" };
    let tokenA = await t.loginAs({ username: "admin-a", password: passwords.a, role: "admin" });
    let tokenB = await t.loginAs({ username: "admin-b", password: passwords.b, role: "admin" });
    const ids = await t.db
      .selectFrom("users")
      .select(["id", "username"])
      .where("username", "in", ["admin-a", "admin-b"])
      .execute();
    const idOf = (name: string) => ids.find((u) => u.username === name)?.id as number;
    const [a, b] = [idOf("admin-a"), idOf("admin-b")];
    // Only A and B are admins from here on.
    await t.db
      .updateTable("users")
      .set({ active: 0 })
      .where("id", "not in", [a, b])
      .where("role", "=", "admin")
      .execute();
    const login = async (username: string, password: string) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password },
      });
      expect(res.statusCode).toBe(200);
      return `Bearer ${res.json().token}`;
    };
    const turnOff = (token: string, id: number) =>
      t.injectAs(token, "PUT", `/api/users/${id}`, { active: false });

    const left: number[] = [];
    const tallies: Record<number, number>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await t.db.updateTable("users").set({ active: 1 }).where("id", "in", [a, b]).execute();
      if (round > 0) {
        tokenA = await login("admin-a", passwords.a);
        tokenB = await login("admin-b", passwords.b);
      }
      const responses = await Promise.all([
        turnOff(tokenA, b),
        turnOff(tokenB, a),
        turnOff(tokenA, b),
        turnOff(tokenB, a),
      ]);
      tallies.push(tallyStatuses(responses));
      left.push(await activeAdmins());
      // Never a 500: the loser is refused (LAST_ADMIN) or, signed out by the winner, a 401.
      for (const res of responses) expect([200, 401, 422]).toContain(res.statusCode);
    }
    expect({ left, tallies }).toEqual({ left: left.map(() => 1), tallies });
  });

  it("ten creations at once with one seat left under the user limit add exactly one account", async () => {
    // The earlier test turned the first admin off: turn it back on and sign in as it.
    await t.db.updateTable("users").set({ active: 1 }).where("username", "=", "admin").execute();
    const admin = await t.authHeader();
    const tallies: Record<number, number>[] = [];
    const refusals: string[] = [];
    for (let round = 0; round < 4; round++) {
      const active = await t.db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("active", "=", 1)
        .executeTakeFirstOrThrow();
      await t.seed.settings("security", { maxUsers: Number(active.n) + 1 });
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.injectAs(admin, "POST", "/api/users", {
            username: `seat-${round}-${i}`,
            name: "Asiento",
            role: "staff",
          }),
        ),
      );
      tallies.push(tallyStatuses(responses));
      refusals.push(...errorTypes(responses));
    }
    expect(tallies).toEqual(tallies.map(() => ({ 201: 1, 409: 9 })));
    expect(new Set(refusals)).toEqual(new Set(["USER_LIMIT_REACHED"]));
  });
});
