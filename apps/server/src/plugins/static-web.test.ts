import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_COMPRESSED_BYTES, precompress } from "../../../../scripts/build.mjs";
import { expectProblem } from "../../test/support/problem.ts";
import { createTestContext, type TestContext } from "../../test/support/test-app.ts";

// A small web build of its own, compressed by the same step `npm start` runs after Vite, and
// served by the app the way the browser and a cache in between would ask for it.
const HASHED = "assets/app-Bq3xY7.js";
const files: Record<string, string | Buffer> = {
  "index.html": '<!doctype html><html lang="es"><title>NOVA</title><div id="root"></div></html>\n',
  [HASHED]: Array.from(
    { length: 200 },
    (_, i) => `export const fila${i} = { monto: ${i * 1000}, estado: "pagado" };\n`,
  ).join(""),
  "assets/tiny-Cx9.js": "export const uno = 1;\n",
  // Random bytes do not shrink: no copy is worth keeping.
  "assets/noise-Zr4.js": randomBytes(4096),
  "theme-init.js": `/* tema */\n${"document.documentElement.dataset.theme ||= 'light';\n".repeat(40)}`,
  // Already in a compressed format of its own (its bytes here would shrink, its type does not).
  "images/hero.png": Buffer.alloc(4096),
  // Never served: no copy either.
  ".vite/manifest.json": JSON.stringify({ entries: "x".repeat(4096) }),
};

function writeFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-web-"));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("the build's compressed copies", () => {
  it("are written for text files that gain, and decompress to the original", () => {
    const dir = writeFixture();
    expect(precompress(dir).sort()).toEqual([HASHED, "theme-init.js"]);
    for (const name of [HASHED, "theme-init.js"]) {
      const original = fs.readFileSync(path.join(dir, name));
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    expect(Buffer.byteLength(files["assets/tiny-Cx9.js"] as string)).toBeLessThan(
      MIN_COMPRESSED_BYTES,
    );
    const copies = fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.(br|gz)$/.test(name));
    expect(copies.sort()).toEqual([
      `${HASHED}.br`,
      `${HASHED}.gz`,
      "theme-init.js.br",
      "theme-init.js.gz",
    ]);
  });
});

describe("the web app as served", () => {
  let t: TestContext & { close(): Promise<void> };
  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({ method, url: `/${url}`.replace(/^\/\//, "/"), headers });

  beforeAll(async () => {
    const dir = writeFixture();
    precompress(dir);
    t = await createTestContext("sqlite", { webDist: dir });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends brotli when the browser takes it, whatever the order it lists encodings in", async () => {
    const res = await get(HASHED, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers.vary).toBe("accept-encoding");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers.etag).toBeDefined();
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(files[HASHED]);
  });

  it("sends gzip to a client without brotli, and the file as it is to one without either", async () => {
    const gzip = await get(HASHED, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(files[HASHED]);
    const refusesBrotli = await get(HASHED, { "accept-encoding": "br;q=0, gzip" });
    expect(refusesBrotli.headers["content-encoding"]).toBe("gzip");

    const withoutCompression: Record<string, string>[] = [{}, { "accept-encoding": "identity" }];
    for (const headers of withoutCompression) {
      const plain = await get(HASHED, headers);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("accept-encoding");
      expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
      expect(plain.body).toBe(files[HASHED]);
    }
    // Each representation has its own validator, so a cache never mixes them up.
    expect(new Set([gzip.headers.etag, (await get(HASHED)).headers.etag]).size).toBe(2);
  });

  it("sends files without a compressed copy as they are, with no Vary", async () => {
    for (const name of ["assets/tiny-Cx9.js", "assets/noise-Zr4.js"]) {
      const res = await get(name, { "accept-encoding": "br, gzip" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(res.rawPayload.equals(Buffer.from(files[name] as string | Buffer))).toBe(true);
    }
  });

  it("has every file whose name does not change from build to build revalidated", async () => {
    const theme = await get("theme-init.js", { "accept-encoding": "br" });
    expect(theme.headers["content-encoding"]).toBe("br");
    expect(theme.headers["cache-control"]).toBe("no-cache");
    const image = await get("images/hero.png", { "accept-encoding": "br" });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers["cache-control"]).toBe("no-cache");
  });

  it("answers the landing page, index.html and the console's routes with the app's HTML, revalidated", async () => {
    // "/" is the same page with its head written by the server (site-files.test.ts checks the
    // head): it is revalidated by its own tag.
    const landing = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(landing.headers["cache-control"]).toBe("no-cache");
    expect(landing.headers.etag).toBeDefined();
    for (const url of ["/index.html", "/dashboard", "/students/12?tab=pagos", "/login"]) {
      const res = await get(url, { "accept-encoding": "gzip, deflate, br" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers.etag, url).toBeDefined();
      expect(res.headers["last-modified"], url).toBeDefined();
      expect(res.body, url).toBe(files["index.html"]);
    }
  });

  it("answers an address the app does not have with its page under a 404, kept out of search engines (issue 40)", async () => {
    for (const url of ["/no-existe", "/students/12/nada", "/dashboard/extra", "/privacidad/otra"]) {
      const res = await get(url, { "accept-encoding": "br, gzip" });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      // The app draws its "Página no encontrada", which leads to the studio's page.
      expect(res.body, url).toBe(files["index.html"]);
      expect(res.headers["x-robots-tag"], url).toBe("noindex");
      // A browser revalidating gets the whole page again, never an empty 404.
      const again = await get(url, { "if-none-match": res.headers.etag as string });
      expect(again.statusCode, url).toBe(404);
      expect(again.body, url).toBe(files["index.html"]);
    }
    const head = await get("/no-existe", {}, "HEAD");
    expect(head.statusCode).toBe(404);
  });

  it("sends the console's pages with noindex, the public pages without", async () => {
    for (const url of ["/dashboard", "/students/12", "/login", "/portal", "/settings/privacy"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["x-robots-tag"], url).toBe("noindex");
    }
    const notice = await get("/privacidad");
    expect(notice.statusCode).toBe(200);
    expect(notice.headers["x-robots-tag"]).toBeUndefined();
  });

  it("answers a revalidation of an unchanged file with 304 and no body", async () => {
    for (const url of [HASHED, "/", "/dashboard", "theme-init.js"]) {
      const headers = { "accept-encoding": "br, gzip" };
      const first = await get(url, headers);
      const again = await get(url, { ...headers, "if-none-match": first.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe("");
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.headers["cache-control"], url).toBe(first.headers["cache-control"]);
      const changed = await get(url, { ...headers, "if-none-match": 'W/"otra-version"' });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const headers = { "accept-encoding": "br" };
    const head = await get(HASHED, headers, "HEAD");
    const full = await get(HASHED, headers);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    for (const name of [
      "content-encoding",
      "content-length",
      "content-type",
      "etag",
      "vary",
      "cache-control",
    ]) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
    const page = await get("/dashboard", {}, "HEAD");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toBe("");
  });

  it("keeps the compressed copies and missing assets out of reach, and the API's 404 in JSON", async () => {
    for (const url of [`${HASHED}.br`, `${HASHED}.gz`, "assets/app-Old123.js"]) {
      const res = await get(url, { "accept-encoding": "br" });
      expect(res.json().details.errorType, url).toBe("NOT_FOUND");
    }
    for (const url of ["/api/no-existe", "/api", "/auth/no-existe"]) {
      const res = await get(url, { accept: "text/html", "accept-encoding": "br, gzip" });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.json().details.errorType, url).toBe("NOT_FOUND");
    }
    const post = await t.app.inject({ method: "POST", url: "/dashboard" });
    expectProblem(post, 404, "NOT_FOUND");
  });
});
