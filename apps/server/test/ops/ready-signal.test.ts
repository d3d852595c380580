import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call, freePort, serversStoppedAfterEach } from "../support/server-process.ts";

// A supervisor (PM2's wait_ready, the bench) starts the server with an IPC channel and waits for
// "ready": by then every worker listens, not only the first one that answers a request.

const launch = serversStoppedAfterEach();

describe("the ready signal", () => {
  it("says 'ready' once, after every worker listens", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-ready-"));
    const server = launch(
      { DATA_DIR: dataDir, LOG_FORMAT: "pretty", WEB_CONCURRENCY: "2" },
      await freePort(),
      { ipc: true },
    );
    const messages: unknown[] = [];
    const ready = new Promise<string>((resolve, reject) => {
      server.child.on("message", (message) => {
        messages.push(message);
        // What the server had printed when it said so.
        if (message === "ready") resolve(server.stdout());
      });
      server.child.once("exit", () => reject(new Error(`the server exited: ${server.stderr()}`)));
    });
    const printed = await ready;
    // The primary prints where it is open only once both workers listen (main.ts): before ready.
    expect(printed).toMatch(/· 2 procesos\n/);
    expect(printed).toContain(`Abierto en http://127.0.0.1:${server.port}`);
    expect((await call(server.url, "GET", "/api/health")).status).toBe(200);
    expect(messages).toEqual(["ready"]);
  });
});
