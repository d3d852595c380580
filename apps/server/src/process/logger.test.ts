import { randomBytes } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { listeningLine, listenUrls } from "./listen-urls.ts";
import { chooseLogFormat, prettyDestination, prettyLine, SLOW_REQUEST_MS } from "./logger.ts";

describe("the log format", () => {
  it("is readable at a terminal, JSON for anything else, and LOG_FORMAT overrides both", () => {
    expect(chooseLogFormat(undefined, true)).toBe("pretty");
    expect(chooseLogFormat(undefined, false)).toBe("json");
    expect(chooseLogFormat("json", true)).toBe("json");
    expect(chooseLogFormat("pretty", false)).toBe("pretty");
  });

  it("prints a record as time, level when not plain information, message and its fields", () => {
    const time = new Date(2026, 10, 26, 9, 5, 7).getTime();
    expect(
      prettyLine({ level: 30, time, pid: 1, hostname: "h", msg: "Base de datos al día" }),
    ).toBe("09:05:07 Base de datos al día\n");
    expect(
      prettyLine({
        level: 40,
        time,
        msg: "solicitud lenta",
        method: "GET",
        url: "/api/x",
        ms: 1200,
      }),
    ).toBe("09:05:07 AVISO solicitud lenta method=GET url=/api/x ms=1200\n");
    const error = prettyLine({
      level: 50,
      time,
      msg: "request failed",
      reqId: "req-1",
      err: { message: "boom", stack: "Error: boom\n    at x (y.ts:1:1)" },
    });
    expect(error).toBe("09:05:07 ERROR request failed\nError: boom\n    at x (y.ts:1:1)\n");
  });

  it("writes pino's records through the pretty destination, leaving out Fastify's listening lines", () => {
    let out = "";
    const log = pino({ level: "info" }, prettyDestination({ write: (text) => (out += text) }));
    log.info("Server listening at http://127.0.0.1:3000");
    log.info({ file: "nova.sqlite" }, "Respaldo creado");
    log.debug("no se ve");
    expect(out).toMatch(/^\d\d:\d\d:\d\d Respaldo creado file=nova\.sqlite\n$/);
  });
});

describe("request logs", () => {
  const records: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: ReturnType<typeof createDatabase>;
  let clockMs = 0;

  beforeAll(async () => {
    db = createDatabase({ sqliteFile: ":memory:" });
    await migrateToLatest(db);
    const stream = { write: (line: string) => records.push(JSON.parse(line)) };
    app = await buildApp({
      db,
      jwtSecret: randomBytes(32),
      loggerInstance: pino({ level: "debug" }, stream),
    });
    // A route that takes as long as the test says.
    app.get("/api/test-slow", { config: { public: true } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, clockMs));
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it("are one debug line per request, not Fastify's two info lines", async () => {
    records.length = 0;
    clockMs = 0;
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const messages = records.map((r) => r.msg);
    expect(messages).not.toContain("incoming request");
    expect(messages).not.toContain("request completed");
    const lines = records.filter((r) => r.msg === "solicitud");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 20,
      method: "GET",
      url: "/api/health",
      statusCode: 200,
    });
    expect(records.filter((r) => (r.level as number) >= 30)).toEqual([]);
  });

  it("keep a slow request visible at warn", async () => {
    records.length = 0;
    clockMs = SLOW_REQUEST_MS + 50;
    await app.inject({ method: "GET", url: "/api/test-slow" });
    const slow = records.find((r) => r.msg === "solicitud lenta");
    expect(slow).toMatchObject({ level: 40, url: "/api/test-slow", statusCode: 200 });
  });
});

describe("the addresses the start-up names", () => {
  const interfaces = {
    lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
    eth0: [
      { address: "192.168.1.20", family: "IPv4", internal: false },
      { address: "fe80::1", family: "IPv6", internal: false },
    ],
    wlan0: [{ address: "10.0.0.7", family: "IPv4", internal: false }],
  } as unknown as Parameters<typeof listenUrls>[2];

  it("are localhost and each LAN address when listening on every interface", () => {
    expect(listenUrls("0.0.0.0", 3000, interfaces)).toEqual({
      local: "http://localhost:3000",
      network: ["http://192.168.1.20:3000", "http://10.0.0.7:3000"],
    });
    expect(listeningLine("::", 8080, interfaces)).toBe(
      "Abierto en http://localhost:8080 · en la red local: http://192.168.1.20:8080, http://10.0.0.7:8080",
    );
  });

  it("are the one address the server is bound to otherwise", () => {
    expect(listeningLine("127.0.0.1", 3000, interfaces)).toBe("Abierto en http://127.0.0.1:3000");
    expect(listenUrls("::1", 3000, interfaces).local).toBe("http://[::1]:3000");
  });
});
