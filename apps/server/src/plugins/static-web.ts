import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app. Unknown non-API paths get index.html so client-side routes work on
 * reload; /api paths never do: they get the JSON 404 of the error format.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
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
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const isApi = url === "/api" || url.startsWith("/api/") || url.startsWith("/auth/");
    if (!isApi && hasWeb && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({
      message: `No existe la ruta ${request.method} ${url}`,
      details: { errorType: "NOT_FOUND" },
    });
  });
}
