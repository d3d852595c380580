import type { Database } from "../db/database.ts";
import type { AppContext } from "./app-context.ts";

/**
 * Runs a write in one transaction with its instant: `at` is taken once, as the write starts, so
 * every row it stamps and its audit record carry the same time.
 */
export function writeTransaction<T>(
  ctx: Pick<AppContext, "db" | "now">,
  work: (trx: Database, at: string) => Promise<T>,
): Promise<T> {
  const at = ctx.now().toISOString();
  return ctx.db.transaction().execute((trx) => work(trx, at));
}
