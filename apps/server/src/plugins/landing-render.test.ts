import fs from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { ensureBuilt, webTarget } from "../../../../scripts/build.mjs";
import { adminApi } from "../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../test/support/test-app.ts";
import { bumpDataVersion } from "../db/data-version.ts";

// `/` written by the server with the web build's own renderer (decision 0064): the studio's
// page as HTML, and the data it was drawn from embedded for the browser to hydrate with.

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

// The real web build: its renderer is the landing page's own components, bundled by Vite.
beforeAll(() => {
  ensureBuilt(webTarget);
}, 300_000);

const EMBEDDED = /<script id="landing-data" type="application\/json"[^>]*>([^<]*)<\/script>/;
const webDist = path.join(repoRoot, "apps/web/dist");

/** What is inside #root: the page the server rendered. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="landing-data"');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

describeEachDatabase(
  "landing page rendered on the server",
  (t) => {
    const api = adminApi(t);
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url, headers: { host: "estudio.lan:3000", ...headers } });

    it("writes the page with the public answers embedded, the studio's own words after a rename", async () => {
      await t.seed.class({
        name: "Ballet Ñuñoa",
        price: 29_000,
        schedules: [{ dayOfWeek: "THURSDAY", startHour: 18, startMinute: 0 }],
      });
      await bumpDataVersion(t.db);
      const before = await get("/");
      expect(before.statusCode).toBe(200);
      expect(before.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(rootOf(before.body)).toContain("Encuentra tu ritmo en NOVA");

      const saved = await api("PUT", "/api/settings", {
        studio: { name: "Estudio Danza Ñuñoa" },
        site: { heroTitle: "Bailamos en Ñuñoa", showFacts: false },
      });
      expect(saved.statusCode).toBe(200);
      const res = await get("/");
      expect(res.statusCode).toBe(200);
      const root = rootOf(res.body);
      // The page itself, not an empty #root for the browser to fill in.
      expect(root).toMatch(/<h1 id="hero-title"[^>]*>Bailamos en Ñuñoa<\/h1>/);
      expect(root).toContain("Estudio Danza Ñuñoa");
      expect(root).toContain("Ballet Ñuñoa");
      expect(root).toContain('<script type="application/ld+json">');
      expect(root).toContain('"url":"http://estudio.lan:3000/"');
      expect(res.body).not.toContain("NOVA");

      // The embedded data is exactly what the public API answers: the same service wrote it.
      const embedded = JSON.parse(EMBEDDED.exec(res.body)?.[1] ?? "null");
      expect(embedded.site).toEqual((await get("/api/public/site")).json());
      // The contact data and class list the page shows are views of it, the ones the API
      // answers on their own routes too (the browser fetches those when it renders alone).
      expect(embedded.site.contact).toEqual((await get("/api/public/studio")).json());
      const classes = (await get("/api/public/classes")).json();
      expect(classes.map((c: { id: number }) => c.id)).toEqual(
        embedded.site.classes.map((c: { id: number }) => c.id),
      );
      expect(embedded.origin).toBe("http://estudio.lan:3000");
      // What hydrating will download, for the browser to fetch once the page has loaded: the
      // landing's entry first, every one a file of this build.
      const chunks = /data-chunks="([^"]+)"/.exec(res.body)?.[1]?.split(" ") ?? [];
      expect(chunks[0]).toMatch(/^\/assets\/landing-entry-[\w-]+\.js$/);
      expect(chunks.some((chunk) => /^\/assets\/react-[\w-]+\.js$/.test(chunk))).toBe(true);
      for (const chunk of chunks) expect(fs.existsSync(path.join(webDist, chunk))).toBe(true);
      expect(embedded.year).toBe(t.clock.now().getUTCFullYear());
    });

    it("keeps one written page per version of the records, and a studio's '<' inside its script", async () => {
      const first = await get("/");
      const again = await get("/");
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      const revalidated = await get("/", { "if-none-match": String(first.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      // Sent compressed as the browser asks, the same page once decoded.
      const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toBe("accept-encoding");
      expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(first.body);
      const gz = await get("/", { "accept-encoding": "br;q=0, gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(first.body);
      expect((await get("/", { "accept-encoding": "identity" })).headers["content-encoding"]).toBe(
        undefined,
      );

      const hostile = '</script><script>alert("x")</script><!-- $& $\'';
      const saved = await api("PUT", "/api/settings", {
        site: { heroText: hostile, tagline: "<b>Ballet</b>" },
      });
      expect(saved.statusCode).toBe(200);
      const res = await get("/");
      // A write moves the version: the next visitor gets the new page.
      expect(res.headers.etag).not.toBe(first.headers.etag);
      expect(res.body).not.toContain("<script>alert");
      expect(res.body).not.toContain("<b>Ballet</b>");
      // Exactly the page's own scripts: the module, the JSON-LD and the data.
      expect(res.body.match(/<script\b/g)).toHaveLength(
        (first.body.match(/<script\b/g) ?? []).length,
      );
      // The text comes through whole, as text, in the page and in its data.
      expect(rootOf(res.body)).toContain(
        "&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- $&amp; $&#x27;",
      );
      const embedded = JSON.parse(EMBEDDED.exec(res.body)?.[1] ?? "null");
      expect(embedded.site.texts.heroText).toBe(hostile);
      expect(embedded.site.texts.tagline).toBe("<b>Ballet</b>");
    });

    it("writes one page for every Host a request names: addresses from PUBLIC_URL only (issue 35)", async () => {
      const first = await get("/");
      // Before: each new Host was a new render (20–70 ms) with that Host as the page's address.
      for (let i = 0; i < 12; i += 1) {
        const res = await get("/", { host: `evil-${i}.example` });
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag).toBe(first.headers.etag);
        expect(res.body).toBe(first.body);
        expect(res.body).not.toContain("evil-");
      }
      expect(first.body).toContain('<link rel="canonical" href="http://estudio.lan:3000/" />');
    });

    it("writes /privacidad whole, the notice in force, with no script to run (issue 40)", async () => {
      const published = await api("POST", "/api/privacy/notice", {
        text: "# Aviso de privacidad de prueba\n\n## Tus derechos\n- **Acceso** a tus datos <b>",
      });
      expect(published.statusCode).toBeLessThan(300);
      const res = await get("/privacidad", { "accept-encoding": "br" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["x-robots-tag"]).toBeUndefined();
      const html = brotliDecompressSync(res.rawPayload).toString("utf8");
      expect(html).toContain('<div id="root" data-static="true">');
      expect(html).toContain("Aviso de privacidad de prueba");
      expect(html).toContain("<strong>Acceso</strong> a tus datos &lt;b&gt;");
      expect(html).toMatch(/<title>Aviso de privacidad · [^<]+<\/title>/);
      expect(html).toContain('<link rel="canonical" href="http://estudio.lan:3000/privacidad" />');
      const again = await get("/privacidad", { "if-none-match": res.headers.etag as string });
      expect(again.statusCode).toBe(304);
    });
  },
  // The address the page names: PUBLIC_URL (the tests' requests name the same Host).
  { webDist, publicUrl: "http://estudio.lan:3000" },
);
