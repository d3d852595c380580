import fs from "node:fs";
import path from "node:path";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import { isAppPath, isIndexablePath } from "@nova/domain";
import type { FastifyInstance } from "fastify";
import { routeNotFound } from "../lib/errors.ts";
import { markRoutesPublic } from "./authenticate.ts";

const COMPRESSED_COPY = /\.(?:br|gz)$/;
/** A last segment with an extension, or any segment that is a dotfile. */
const LOOKS_LIKE_FILE = /\/\.|\.[a-z0-9]{1,10}$/i;

/** The files of `dir` the build wrote a `.br` or `.gz` copy of (scripts/build.mjs). */
function filesWithCompressedCopies(dir: string): Set<string> {
  const files = new Set<string>();
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (COMPRESSED_COPY.test(name)) files.add(path.join(dir, name.replace(COMPRESSED_COPY, "")));
  }
  return files;
}

/**
 * Serves the built web app the way a CDN would: each file as the build compressed it (brotli,
 * else gzip, else as it is, by the request's Accept-Encoding), hashed assets cached for a year,
 * everything else revalidated on every use. The app's own routes (APP_ROUTES, packages/domain)
 * get index.html so client-side routes work on reload, and any other page address gets it too
 * but under a 404: the app draws its friendly "Página no encontrada" while crawlers and link
 * checkers learn the address does not exist (issue 40). Every page but the public ones is sent
 * with `X-Robots-Tag: noindex`, so robots.txt need not publish the console's map. /api paths
 * and paths that name a file never get the HTML: they get the JSON 404 of the error format.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, "index.html"));
  if (webDist !== undefined && hasWeb) {
    const assetsDir = path.join(webDist, "assets") + path.sep;
    const compressed = filesWithCompressedCopies(webDist);
    const options: FastifyStaticOptions = {
      root: webDist,
      preCompressed: true,
      // Set below: send's own default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const original = filePath.replace(COMPRESSED_COPY, "");
        // Vite names what it puts in assets/ by content hash: a name never changes content.
        // Anything else (index.html, theme-init.js, the landing's images) keeps its name from
        // build to build, so the browser asks again each time (ETag / Last-Modified, mostly a
        // 304) and a `git pull && npm start` is seen on the next load.
        res.setHeader(
          "cache-control",
          original.startsWith(assetsDir) ? "public, max-age=31536000, immutable" : "no-cache",
        );
        // Caches must keep the brotli, gzip and plain answers of one URL apart.
        if (compressed.has(original)) res.setHeader("vary", "accept-encoding");
      },
    };
    // sendFile for the SPA fallback below, on every reply (the not-found handler is the root's).
    await app.register(fastifyStatic, { ...options, serve: false });
    // The files themselves, in a scope of their own so that only they are marked public.
    await app.register(async (scope) => {
      markRoutesPublic(scope);
      await scope.register(fastifyStatic, {
        ...options,
        decorateReply: false,
        wildcard: false,
        index: false,
        // Reached through the file they compress, never by their own URL.
        globIgnore: ["**/*.br", "**/*.gz"],
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const isApi = url === "/api" || url.startsWith("/api/") || url.startsWith("/auth/");
    // A chunk missing from assets/ (a tab still running a build since replaced) is a 404 its
    // dynamic import can fail on, not the HTML of the app.
    const isAsset = url.startsWith("/assets/");
    // Nor is a name with an extension or a dotfile (/favicon.ico of a build without one,
    // /wp-login.php, /.env): scanners and crawlers read the HTML as that file. The client's
    // routes have no dots in them.
    const looksLikeFile = LOOKS_LIKE_FILE.test(url);
    if (
      !isApi &&
      !isAsset &&
      !looksLikeFile &&
      hasWeb &&
      (request.method === "GET" || request.method === "HEAD")
    ) {
      const path = safeDecode(url);
      if (!isIndexablePath(path)) reply.header("x-robots-tag", "noindex");
      if (path !== null && isAppPath(path)) return reply.code(200).sendFile("index.html");
      // Always the whole page: a "304 Not Modified" would be sent as an empty 404.
      delete request.raw.headers["if-none-match"];
      delete request.raw.headers["if-modified-since"];
      return reply.code(404).sendFile("index.html");
    }
    throw routeNotFound(request.method, url);
  });
}

/** The path as the router sees it (percent-decoded); null when it does not decode. */
function safeDecode(url: string): string | null {
  try {
    return decodeURIComponent(url);
  } catch {
    return null;
  }
}
