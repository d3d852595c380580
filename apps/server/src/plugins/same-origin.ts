import type { FastifyInstance, FastifyRequest } from "fastify";
import { failure } from "../lib/errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Posted to by another site's page on purpose (Flow sends the family back to the studio
     * with a form from its own page): left out of the same-origin check. Such a route must
     * trust nothing it is sent (Flow's callbacks ask Flow itself about the payment).
     */
    crossSite?: boolean;
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The host (name and port, default port left out) of an absolute address; null if none. */
function hostOf(address: string): { origin: string; host: string } | null {
  try {
    const url = new URL(address);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return { origin: url.origin, host: url.host.toLowerCase() };
  } catch {
    return null;
  }
}

/** The request's own Host, as a browser writes it in an Origin of the same scheme. */
function ownHost(request: FastifyRequest, scheme: string): string | null {
  try {
    return new URL(`${scheme}//${request.host}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Defence in depth against cross-site requests (issue 35): a state-changing request whose
 * Origin (or, without one, Referer) names another site is refused with a 403 before anything
 * runs. The studio's own pages are at PUBLIC_URL or at the address the browser used for this
 * very request (its Host: the reception PC at http://192.168.x.x:3000 while PUBLIC_URL is the
 * public https address); a page of another site can choose neither. The scheme is not compared
 * with the Host: behind a TLS proxy the server may see http while the browser said https.
 * A request with neither header (curl, Flow's server, a test client) is not a browser sending
 * a victim's cookie, and passes; the portal's cookie is SameSite=Lax and the JSON-only bodies
 * (app.ts) already keep another site's forms out, this is the third lock.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string | undefined) {
  const studio = publicUrl ? hostOf(publicUrl)?.origin : undefined;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.crossSite) {
      done();
      return;
    }
    const claimed = request.headers.origin ?? request.headers.referer;
    if (claimed === undefined) {
      done();
      return;
    }
    // "null" (a sandboxed frame, a file, a redirect across sites) is no address of the studio.
    const from = hostOf(claimed);
    const own = from ? ownHost(request, new URL(from.origin).protocol) : null;
    if (from && (from.origin === studio || (own !== null && from.host === own))) {
      done();
      return;
    }
    done(failure("CROSS_SITE_REQUEST", {}));
  });
}
