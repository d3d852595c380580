import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/support/test-app.ts";

// Over plain HTTP (the reception PC opening http://<server-ip>:3000), upgrade-insecure-requests
// would make the browser load the scripts over https and show a blank page.

describeEachDatabase(
  "HTTPS-only headers, behind a trusted proxy",
  (t) => {
    it("sends neither HSTS nor upgrade-insecure-requests over plain HTTP", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
      // Scripts from the app only, never eval (zod runs jitless in the web app, issue 40).
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(res.headers["content-security-policy"]).not.toContain("unsafe-eval");
    });

    it("sends both when the request came over HTTPS", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    });
  },
  { trustProxy: 1 },
);

describeEachDatabase(
  "HTTPS-only headers, proxy not trusted",
  (t) => {
    it("ignores X-Forwarded-Proto from a client it does not trust", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });
  },
  { trustProxy: false },
);

describeEachDatabase(
  "HTTPS-only headers with an https PUBLIC_URL",
  (t) => {
    it("sends both on every answer", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    });
  },
  { publicUrl: "https://nova.estudio.cl" },
);
