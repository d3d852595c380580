import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PUBLIC_PAGES } from "@nova/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import sharp from "sharp";
import { readDataVersions } from "../db/data-version.ts";
import type { Database } from "../db/database.ts";
import { acceptedEncoding } from "../lib/content-encoding.ts";
import { loadStudio } from "../records/system/settings.ts";
import { markRoutesPublic } from "./authenticate.ts";

/** What the landing page's head says (modules/site builds it from the published settings). */
export interface PageHead {
  title: string;
  /** Also the preview's text. */
  description: string;
  siteName: string;
  /** Path of the hero photo's size nearest a preview's 1200 px; null without a hero. */
  imagePath: string | null;
  imageAlt: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

/**
 * How `/` is written: its head (always) and, when the web build has its server renderer, the
 * page itself from the public answers (app.ts gathers them from the modules that own them).
 */
export interface LandingSource {
  head: () => Promise<PageHead>;
  /** The published answers the page is drawn from (the public site's, and the year). */
  data: () => Promise<Record<string, unknown>>;
  /** `/privacidad`'s content: the notice in force and the studio's name (issue 40). */
  privacy?: () => Promise<{ notice: Record<string, unknown>; studioName: string }>;
  now: () => Date;
}

/** A written page: its bytes as they are and compressed (`/` keeps its copy for later visitors). */
interface WrittenPage {
  etag: string;
  plain: Buffer;
  copies: Record<"br" | "gzip", Buffer>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page with its brotli and gzip copies. The page is text of some 200 KB with a studio of
 * 60 classes, and a twentieth of that compressed: on a phone's network that is most of
 * its first paint. Brotli at a middle quality: a few milliseconds once per written page.
 */
async function compressedPage(body: string): Promise<WrittenPage> {
  const plain = Buffer.from(body, "utf8");
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzip(plain, { level: 6 }),
  ]);
  const etag = `W/"${createHash("sha256").update(plain).digest("base64url").slice(0, 27)}"`;
  return { etag, plain, copies: { br, gzip: gz } };
}

/**
 * Sends a written page, revalidated like the app's other files: the tag follows the page, so
 * a browser or a link preview that already has it gets a 304 until the page changes; the
 * bytes go compressed where the request accepts it.
 */
function sendWrittenPage(request: FastifyRequest, reply: FastifyReply, page: WrittenPage) {
  const { etag, plain, copies } = page;
  reply.header("cache-control", "no-cache");
  reply.header("etag", etag);
  reply.header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  reply.type("text/html; charset=utf-8");
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(plain);
  reply.header("content-encoding", encoding);
  return reply.send(copies[encoding]);
}

/** The landing page's server renderer (apps/web/src/app/landing-server.tsx, built by Vite). */
interface LandingRenderer {
  renderLanding: (data: Record<string, unknown>) => string;
  renderPrivacyNotice?: (data: { notice: Record<string, unknown> }) => string;
}

/** Where the web build puts the renderer: a dot folder, never served as a file. */
const LANDING_RENDERER = path.join(".ssr", "landing-server.js");
/** The id of the script element the page's data is embedded in (features/landing). */
const LANDING_DATA_ID = "landing-data";
/** Written pages kept: the current one and a few just replaced (answers still being sent). */
const MAX_KEPT_PAGES = 8;

/** App icons drawn from the favicon (apps/web/public/favicon.svg) at the sizes phones ask for. */
const ICON_SIZES = { "icon-192.png": 192, "icon-512.png": 512, "apple-touch-icon.png": 180 };

// What crawlers are kept out of: the API and the sign-in callbacks, which are not pages. The
// console's pages are not listed (that would publish its map): the server sends them with
// `X-Robots-Tag: noindex` (static-web.ts), and the pages for search engines are PUBLIC_PAGES
// (the studio's page and its privacy notice), the sitemap's list.
const CLOSED_TO_CRAWLERS = ["/api/", "/auth/"];

/**
 * The absolute address of the site: PUBLIC_URL, or null. Never the request's Host: whoever
 * sends the request chooses it, and a page written per Host cost a render each (issue 35).
 * Without PUBLIC_URL the page has no canonical or preview addresses and there is no sitemap:
 * a studio reached only on its own network has no search engine to tell.
 */
function siteBase(publicUrl: string | undefined): string | null {
  return publicUrl ? publicUrl.replace(/\/+$/, "") : null;
}

/**
 * /robots.txt and /sitemap.xml, written for PUBLIC_URL (sitemaps and the robots file's Sitemap
 * line take absolute URLs only; without it, no sitemap). /favicon.ico is a file of the web
 * build (apps/web/public); a missing one is a 404, never the app's HTML (static-web.ts).
 */
export async function registerSiteFiles(
  app: FastifyInstance,
  publicUrl: string | undefined,
  db: Database,
  webDist?: string,
  landing?: LandingSource,
) {
  const base = siteBase(publicUrl);
  const icons = new Map<string, Promise<Buffer | null>>();
  const iconOf = (name: keyof typeof ICON_SIZES) => {
    let icon = icons.get(name);
    if (!icon) {
      const svg = webDist ? path.join(webDist, "favicon.svg") : "";
      icon =
        svg && fs.existsSync(svg)
          ? sharp(svg, { density: 300 })
              .resize(ICON_SIZES[name], ICON_SIZES[name])
              .png()
              .toBuffer()
              .catch(() => null)
          : Promise.resolve(null);
      icons.set(name, icon);
    }
    return icon;
  };
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    // The web manifest names the studio as it calls itself (Settings), so a phone's home
    // screen says its name; the icons are the favicon at the sizes phones use.
    scope.get("/manifest.webmanifest", { schema: { hide: true } }, async (_request, reply) => {
      const { settings } = await loadStudio(db, new Date());
      const name = settings.studio.name;
      reply.header("cache-control", "no-cache");
      reply.type("application/manifest+json; charset=utf-8");
      return JSON.stringify({
        name,
        short_name: name.length > 12 ? (name.split(" ")[0] ?? name).slice(0, 12) : name,
        description: settings.studio.description || `${name}: clases de danza`,
        lang: "es-CL",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#f7f4f1",
        theme_color: "#8c2f5a",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      });
    });
    for (const name of Object.keys(ICON_SIZES) as (keyof typeof ICON_SIZES)[]) {
      const url = name === "apple-touch-icon.png" ? `/${name}` : `/icons/${name}`;
      scope.get(url, { schema: { hide: true } }, async (_request, reply) => {
        const icon = await iconOf(name);
        if (!icon) return reply.callNotFound();
        reply.header("cache-control", "public, max-age=86400");
        reply.type("image/png");
        return reply.send(icon);
      });
    }
    // The landing page's HTML with its title, description and Open Graph tags written in by
    // the server: WhatsApp, Facebook and search engines read the head without running the app.
    // With the web build's renderer, the page's content too (decision 0064): the visitor sees it
    // with the HTML, and the browser hydrates it from the data embedded beside it.
    const indexFile = webDist ? path.join(webDist, "index.html") : "";
    if (landing && webDist && fs.existsSync(indexFile)) {
      const html = fs.readFileSync(indexFile, "utf8");
      const renderer = await loadRenderer(path.join(webDist, LANDING_RENDERER), app);
      const chunks = renderer ? landingChunks(webDist) : [];
      // One address for every visitor (`base`: PUBLIC_URL, else none): the page does not
      // depend on the request, so it is written once, whatever Host each request names.
      // The last page written, with what it was written from: a new version of the records
      // that leaves the page's answers as they were (a trial request, a payment of the
      // console) costs their queries, not a render and its compression.
      let lastWritten: { source: string; page: WrittenPage } | undefined;
      const writePage = async (): Promise<WrittenPage> => {
        const [head, data] = await Promise.all([
          landing.head(),
          renderer ? landing.data() : Promise.resolve(null),
        ]);
        const source = JSON.stringify([head, data]);
        if (lastWritten?.source === source) return lastWritten.page;
        let body = withPageHead(html, head, base);
        if (renderer && data) {
          try {
            // Without PUBLIC_URL the structured data's addresses are relative to the page.
            const pageData = { ...data, origin: base ?? "" };
            body = withLandingBody(body, renderer.renderLanding(pageData), pageData, chunks);
          } catch (error) {
            // The page as before: the browser renders it from the public API.
            app.log.error({ err: error }, "No se pudo escribir la página pública en el servidor");
          }
        }
        const page = await compressedPage(body);
        lastWritten = { source, page };
        return page;
      };
      // The page is the same for every visitor (nothing in it depends on who asks): written
      // once per version of the records it shows and quarter hour (seats, next sessions and
      // the year move with the clock, as in the read cache), so a burst of visitors after an
      // Instagram post costs one small read each, not a render.
      const pages = new Map<string, Promise<WrittenPage>>();
      scope.get("/", { schema: { hide: true } }, async (request, reply) => {
        const { records } = await readDataVersions(db);
        const quarterHour = Math.floor(landing.now().getTime() / 900_000);
        const key = `${records}:${quarterHour}`;
        let page = pages.get(key);
        if (!page) {
          page = writePage();
          pages.set(key, page);
          page.catch(() => pages.delete(key));
          if (pages.size > MAX_KEPT_PAGES) pages.delete(pages.keys().next().value as string);
        }
        return sendWrittenPage(request, reply, await page);
      });
    }
    // `/privacidad` written whole by the server (issue 40): the notice is text and a link, so
    // the page runs no script and a phone shows it with its first bytes. Written per request
    // (a few kilobytes: cheaper than keeping it in step with every publication).
    if (landing?.privacy && webDist && fs.existsSync(indexFile)) {
      const html = fs.readFileSync(indexFile, "utf8");
      const renderer = await loadRenderer(path.join(webDist, LANDING_RENDERER), app);
      const render = renderer?.renderPrivacyNotice;
      const privacy = landing.privacy;
      if (render) {
        scope.get("/privacidad", { schema: { hide: true } }, async (request, reply) => {
          const { notice, studioName } = await privacy();
          const head: PageHead = {
            title: `Aviso de privacidad · ${studioName}`,
            description: `Cómo ${studioName} trata los datos personales de sus alumnas, alumnos y familias, y cómo ejercer tus derechos.`,
            siteName: studioName,
            imagePath: null,
            imageAlt: null,
            imageWidth: null,
            imageHeight: null,
          };
          const body = withPageHead(html, head, base, "/privacidad").replace(
            /<div id="root"><\/div>/,
            () => `<div id="root" data-static="true">${render({ notice })}</div>`,
          );
          return sendWrittenPage(request, reply, await compressedPage(body));
        });
      }
    }
    scope.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
      const lines = [
        "User-agent: *",
        ...CLOSED_TO_CRAWLERS.map((route) => `Disallow: ${route}`),
        "",
        ...(base ? [`Sitemap: ${base}/sitemap.xml`, ""] : []),
      ];
      reply.header("cache-control", "no-cache");
      reply.type("text/plain; charset=utf-8");
      return lines.join("\n");
    });
    scope.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
      // A sitemap lists absolute addresses only: none to give without PUBLIC_URL.
      if (!base) return reply.callNotFound();
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

/**
 * index.html with the page's own title and description in place of the build's, and the
 * Open Graph tags and canonical address added before </head>. Every value is escaped.
 */
export function withPageHead(
  html: string,
  head: PageHead,
  base: string | null,
  pagePath = "/",
): string {
  const attr = escapeXml;
  const url = `${base}${pagePath}`;
  const tags = [
    // Absolute addresses only from PUBLIC_URL (`base`); without it, none.
    ...(base
      ? [
          `<link rel="canonical" href="${attr(url)}" />`,
          `<meta property="og:url" content="${attr(url)}" />`,
        ]
      : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:site_name" content="${attr(head.siteName)}" />`,
    `<meta property="og:locale" content="es_CL" />`,
    ...(head.imagePath && base
      ? [
          `<meta property="og:image" content="${attr(base + head.imagePath)}" />`,
          ...(head.imageWidth && head.imageHeight
            ? [
                `<meta property="og:image:width" content="${head.imageWidth}" />`,
                `<meta property="og:image:height" content="${head.imageHeight}" />`,
              ]
            : []),
          ...(head.imageAlt
            ? [`<meta property="og:image:alt" content="${attr(head.imageAlt)}" />`]
            : []),
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
  ];
  // Replaced by functions: a "$&" or "$'" in a studio's text is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attr(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${attr(head.description)}" />`,
    )
    .replace(/\s*<\/head>/, () => `\n    ${tags.join("\n    ")}\n  </head>`);
}

/**
 * The page with the server's rendering inside #root and the data it was rendered from right
 * after it, as JSON the browser hydrates with. Every "<" of the JSON is written \u003c (still
 * the same JSON), so no text of the studio can close the script element or open another.
 */
function withLandingBody(
  html: string,
  rendered: string,
  data: unknown,
  chunks: readonly string[] = [],
): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // The scripts React will need, for the browser to fetch (not run) once the page has loaded.
  const prefetch = chunks.length ? ` data-chunks="${escapeXml(chunks.join(" "))}"` : "";
  return html.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${rendered}</div>\n    <script id="${LANDING_DATA_ID}" type="application/json"${prefetch}>${json}</script>`,
  );
}

/** The landing's client entry in Vite's manifest (apps/web/src/main.tsx imports it). */
const LANDING_ENTRY = "src/app/landing-entry.tsx";

/**
 * The files of the landing's client entry and of every chunk it imports, from the build's
 * manifest: what hydrating the page downloads. None without a manifest.
 */
function landingChunks(webDist: string): string[] {
  const file = path.join(webDist, ".vite", "manifest.json");
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(LANDING_ENTRY);
  return files;
}

/** The web build's landing renderer, or null (no such build: the browser renders the page). */
async function loadRenderer(file: string, app: FastifyInstance): Promise<LandingRenderer | null> {
  if (!fs.existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<LandingRenderer>;
    if (typeof module.renderLanding === "function") {
      return {
        renderLanding: module.renderLanding,
        ...(typeof module.renderPrivacyNotice === "function"
          ? { renderPrivacyNotice: module.renderPrivacyNotice }
          : {}),
      };
    }
  } catch (error) {
    app.log.error({ err: error }, "No se pudo cargar el renderizador de la página pública");
  }
  return null;
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}
