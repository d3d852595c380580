import { describe, expect, it } from "vitest";
import { errorCode, isDatabaseUnavailable, markingConnectFailures } from "./connection-errors.ts";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("which database errors mean 'unreachable' (a 503), not a bad query", () => {
  it("counts every way PostgreSQL refuses or loses a connection", () => {
    for (const code of [
      "08000", // connection exception
      "08001", // client unable to establish the connection
      "08006", // connection failure
      "57P01", // admin shutdown, pg_terminate_backend
      "57P02", // crash shutdown
      "57P03", // cannot connect now (starting up, recovery)
      "53300", // too many connections
      "28000", // invalid authorization (role may not log in, pg_hba)
      "28P01", // wrong password
      "3D000", // the database does not exist (renamed, dropped, failover to the wrong one)
    ]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it("counts the socket failures of Node", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it("counts whatever fails while a connection opens, as 55000 of ALLOW_CONNECTIONS false", async () => {
    const refusing = markingConnectFailures({
      connect: () =>
        Promise.reject(withCode("55000", 'database "nova" is not currently accepting connections')),
      end: async () => {},
    });
    const error = await refusing.connect().catch((e: unknown) => e);
    expect(errorCode(error)).toBe("55000");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("leaves a query's own errors alone", () => {
    for (const code of ["23505", "23503", "40001", "42P01", "42601", "55000", "53100", "22P02"]) {
      expect(isDatabaseUnavailable(withCode(code, "otra cosa")), code).toBe(false);
    }
  });
});
