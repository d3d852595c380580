import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectProblem } from "../../test/support/problem.ts";
import {
  createTestContext,
  describeEachDatabase,
  type TestContext,
} from "../../test/support/test-app.ts";

// What a crawler or a scanner asks every site for: robots.txt, favicon.ico, sitemap.xml. They
// must be real files of their kind, not the HTML of the app that client-side routes get.

const INDEX = '<!doctype html><html lang="es"><title>NOVA</title><div id="root"></div></html>\n';
const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const FAVICON = fs.readFileSync(path.join(repoRoot, "apps/web/public/favicon.ico"));

function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-site-"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  fs.writeFileSync(path.join(dir, "favicon.ico"), FAVICON);
  return dir;
}

/** The console's first-level client routes, read from the web app's router. */
function consoleRoutes(): string[] {
  const router = fs.readFileSync(path.join(repoRoot, "apps/web/src/app/router.tsx"), "utf8");
  const block = router.slice(router.indexOf("const consoleRoutes"), router.indexOf("export const"));
  // First-level entries sit at four spaces of indentation.
  // A route with a parameter ("families/:id") is closed by its prefix ("families/").
  return [...block.matchAll(/^ {4}path: "([^"]+)"/gm)].map((m) =>
    (m[1] as string).replace(/:.*$/, ""),
  );
}

function crawlerFiles(label: string, publicUrl: string | undefined, base: string | null) {
  describe(label, () => {
    let t: TestContext & { close(): Promise<void> };
    beforeAll(async () => {
      t = await createTestContext("sqlite", { webDist: webDist(), publicUrl });
    });
    afterAll(async () => {
      await t.close();
    });
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url, headers: { host: "estudio.lan:3000", ...headers } });

    it("answers /robots.txt with a robots file: the API closed, the console's map unpublished", async () => {
      const res = await get("/robots.txt");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      const lines = res.body.split("\n");
      expect(lines[0]).toBe("User-agent: *");
      expect(lines).toContain("Disallow: /api/");
      expect(lines).toContain("Disallow: /auth/");
      // The console keeps itself out of search engines with noindex (static-web.test.ts):
      // robots.txt names none of its routes (issue 40).
      const routes = consoleRoutes();
      expect(routes).toContain("students");
      for (const route of routes) {
        expect(res.body, route).not.toContain(`/${route.replace(/\/$/, "")}`);
      }
      expect(res.body).not.toContain("/login");
      expect(res.body).not.toContain("/portal");
      if (base) expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
      // Never an address from the request's Host (issue 35): without PUBLIC_URL, no Sitemap line.
      else expect(lines.filter((l) => l.startsWith("Sitemap:"))).toEqual([]);
      expect(res.body).not.toContain("estudio.lan");
      expect(res.body).not.toContain("<html");
    });

    it("answers /sitemap.xml with the public pages at PUBLIC_URL's address, else 404", async () => {
      const res = await get("/sitemap.xml");
      if (!base) {
        expectProblem(res, 404, "NOT_FOUND");
        return;
      }
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect([...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
        `${base}/`,
        `${base}/privacidad`,
      ]);
    });

    it("answers /favicon.ico with the icon, not the app's HTML", async () => {
      const res = await get("/favicon.ico");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
      expect(res.rawPayload.equals(FAVICON)).toBe(true);
    });
  });
}

crawlerFiles(
  "crawler files behind PUBLIC_URL",
  "https://nova.example.cl/",
  "https://nova.example.cl",
);
crawlerFiles("crawler files without PUBLIC_URL", undefined, null);

describe("the icon file itself", () => {
  it("is an ICO whose images are PNGs of 16, 32 and 48 pixels", () => {
    expect(FAVICON.readUInt16LE(0)).toBe(0);
    expect(FAVICON.readUInt16LE(2)).toBe(1);
    const count = FAVICON.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const entry = 6 + i * 16;
      sizes.push(FAVICON.readUInt8(entry) || 256);
      const offset = FAVICON.readUInt32LE(entry + 12);
      expect(FAVICON.subarray(offset, offset + 8).toString("latin1")).toBe("\x89PNG\r\n\x1a\n");
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});

describe("paths that look like files", () => {
  let t: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestContext("sqlite", { webDist: webDist() });
  });
  afterAll(async () => {
    await t.close();
  });

  it("are a JSON 404 when no such file exists, while client routes still get the app", async () => {
    for (const url of ["/wp-login.php", "/.env", "/sitemap_index.xml", "/apple-touch-icon.png"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.json().details.errorType, url).toBe("NOT_FOUND");
    }
    // "/" is the landing page with its head written in by the server (site.test.ts).
    for (const url of ["/dashboard", "/students/12/edit", "/reports/teacher-compensation"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});

describeEachDatabase("the public classes, compressed", (t) => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) {
      await t.seed.class({
        name: `Clase abierta ${i}`,
        description: "Técnica, musicalidad y coreografía para todas las edades y niveles.",
        price: 25000,
        status: "active",
      });
    }
  });

  it("are sent with brotli or gzip to a client that takes it, and plain to one that does not", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/public/classes" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      method: "GET",
      url: "/api/public/classes",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gzip = await t.app.inject({
      method: "GET",
      url: "/api/public/classes",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("keeps the listing's count header and the cache working when compressed", async () => {
    const headers = { "accept-encoding": "br" };
    const first = await t.app.inject({ method: "GET", url: "/api/public/classes", headers });
    const again = await t.app.inject({ method: "GET", url: "/api/public/classes", headers });
    expect(again.headers["x-total-count"]).toBe(first.headers["x-total-count"]);
    expect(
      brotliDecompressSync(again.rawPayload).equals(brotliDecompressSync(first.rawPayload)),
    ).toBe(true);
  });
});
