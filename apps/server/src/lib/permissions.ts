import type { AuthUser } from "./app-context.ts";
import { failure } from "./errors.ts";

/**
 * Changes that rewrite the studio's books (deleting a payment, changing the billing settings,
 * backdating a late payment) are the owner's: only users with the admin role may make them.
 */
export function requireAdmin(user: AuthUser, message: string): void {
  if (user.role !== "admin") throw failure("INSUFFICIENT_PERMISSIONS", {}, message);
}
