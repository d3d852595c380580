import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { routeNotFound } from "../errors.ts";
import { markRoutesPublic } from "./authenticate.ts";

/**
 * Serves the built web app. Unknown non-API paths get index.html so client-side routes work on
 * reload; /api paths never do: they get the JSON 404 of the error format.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | undefined) {
  const indexFile = webDist === undefined ? undefined : path.join(webDist, "index.html");
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;
  if (webDist !== undefined && indexHtml) {
    // In a scope of its own so that only the web app's files are marked public.
    await app.register(async (scope) => {
      markRoutesPublic(scope);
      await scope.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          // Vite names assets by content hash, so they never change under the same name.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.setHeader("cache-control", "public, max-age=31536000, immutable");
          }
        },
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const isApi = url === "/api" || url.startsWith("/api/") || url.startsWith("/auth/");
    if (!isApi && indexHtml && (request.method === "GET" || request.method === "HEAD")) {
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(indexHtml);
    }
    throw routeNotFound(request.method, url);
  });
}
