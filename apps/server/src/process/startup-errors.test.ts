import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../db/connection-errors.ts";
import { openDatabase } from "../db/open-database.ts";
import { describeOperatorError } from "./startup-errors.ts";

const baseUrl = process.env.TEST_DATABASE_URL;

/** The line an operator reads when the server cannot open this PostgreSQL database. */
async function lineFor(databaseUrl: string) {
  const error = await openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: "/tmp" }).then(
    () => null,
    (e: unknown) => e,
  );
  return describeOperatorError(error, { databaseUrl });
}

describe("start-up failures in one line", () => {
  it("keeps an unknown error's own first line", () => {
    expect(describeOperatorError(new Error("algo raro\n    at x"), {})).toBe(
      "No se pudo iniciar NOVA: algo raro",
    );
  });

  it("tells a dropped connection from a bad query", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selec"'))).toBe(false);
  });

  it.skipIf(!baseUrl)(
    "names a missing PostgreSQL database and a refused user, without passwords",
    async () => {
      const missing = new URL(baseUrl as string);
      missing.pathname = "/nova_no_existe";
      expect(await lineFor(missing.toString())).toBe(
        `La base de datos de DATABASE_URL no existe en PostgreSQL (${missing.hostname}:${missing.port || "5432"}/nova_no_existe): créala con createdb o corrige el nombre.`,
      );
      const stranger = new URL(baseUrl as string);
      stranger.username = "nadie_nova";
      stranger.password = "secreta";
      const line = await lineFor(stranger.toString());
      expect(line).toMatch(/^PostgreSQL rechazó al usuario "nadie_nova" en .* \(DATABASE_URL\)/);
      expect(line).not.toContain("secreta");
    },
  );
});
