import type { AppContext } from "./app-context.ts";
import { failure } from "./errors.ts";

/**
 * The studio's address for absolute links (portal links, Flow's callbacks): PUBLIC_URL only,
 * without its trailing slashes. Never the request's Host: whoever sends the request chooses it
 * (issue 35, finding 8: `Host: evil.example` became Flow's urlConfirmation and a staff-made
 * portal link). Without PUBLIC_URL such links are refused with a message that says to set it.
 */
export function publicBaseUrl(ctx: Pick<AppContext, "publicUrl">, message?: string): string {
  if (!ctx.publicUrl) throw failure("PUBLIC_URL_REQUIRED", {}, message);
  return ctx.publicUrl.replace(/\/+$/, "");
}
