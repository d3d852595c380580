import type { FastifyInstance, FastifyRequest } from "fastify";
import { markRoutesPublic } from "./authenticate.ts";

// The console's client routes (apps/web/src/app/router.tsx) and sign-in: nothing there for a
// search engine, and its pages only say "inicie sesión". A test compares this list with the router.
const CLOSED_TO_CRAWLERS = [
  "/api/",
  "/auth/",
  "/login",
  "/dashboard",
  "/students",
  "/teachers",
  "/classes",
  "/payments",
  "/reports",
  "/cash-close",
  "/settings",
  "/asistencia",
];

/** The pages a search engine may list: the studio's landing page. */
const PUBLIC_PAGES = ["/"];

// A host as a browser sends it: a name or address and an optional port, nothing to escape.
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The absolute address of the site: PUBLIC_URL when set; otherwise the address this request
 * was sent to (its Host, and X-Forwarded-Proto/-Host only from a trusted proxy).
 */
function siteBase(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  const host = PLAIN_HOST.test(request.host) ? request.host : "localhost";
  return `${request.protocol}://${host}`;
}

/**
 * /robots.txt and /sitemap.xml, written for the address the site is reached at (sitemaps and
 * the robots file's Sitemap line take absolute URLs only). /favicon.ico is a file of the web
 * build (apps/web/public); a missing one is a 404, never the app's HTML (static-web.ts).
 */
export async function registerSiteFiles(app: FastifyInstance, publicUrl: string | undefined) {
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    scope.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
      const lines = [
        "User-agent: *",
        "Allow: /$",
        ...CLOSED_TO_CRAWLERS.map((route) => `Disallow: ${route}`),
        "",
        `Sitemap: ${siteBase(request, publicUrl)}/sitemap.xml`,
        "",
      ];
      // Derived from the request when PUBLIC_URL is unset: never kept by a shared cache.
      reply.header("cache-control", "no-cache");
      reply.type("text/plain; charset=utf-8");
      return lines.join("\n");
    });
    scope.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
      const base = siteBase(request, publicUrl);
      const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(base + page)}</loc></url>`);
      reply.header("cache-control", "no-cache");
      reply.type("application/xml; charset=utf-8");
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        "</urlset>",
        "",
      ].join("\n");
    });
  });
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}
