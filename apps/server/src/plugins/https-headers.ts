import type { FastifyInstance } from "fastify";

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * HSTS and CSP's upgrade-insecure-requests only when the app is reached over HTTPS: the request
 * came over TLS (or a trusted proxy says so), or the operator's PUBLIC_URL is https.
 */
export function registerHttpsOnlyHeaders(app: FastifyInstance, publicUrl: string | undefined) {
  const alwaysHttps = publicUrl?.startsWith("https://") ?? false;
  app.addHook("onRequest", async (request, reply) => {
    if (!alwaysHttps && request.protocol !== "https") return;
    reply.header("strict-transport-security", HSTS);
    // Helmet wrote its policy on the raw response in its own onRequest hook, just before.
    const csp = reply.raw.getHeader("content-security-policy");
    if (typeof csp === "string") {
      reply.header("content-security-policy", `${csp};upgrade-insecure-requests`);
    }
  });
}
