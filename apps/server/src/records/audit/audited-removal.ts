import type { Database } from "../../db/database.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { loadStudio } from "../system/settings.ts";
import { writeAudit } from "./audit-log.ts";

/**
 * Deletes a live record from the desk (a student, a class, a teacher): at one instant and in one
 * transaction, `remove` soft-deletes it (or refuses a missing one), `endLinks` ends what hangs
 * on it as of the studio's today (its open enrollments, its assignments) and answers what it
 * ended, and the delete's audit row keeps the record as it was, when it went and that answer.
 */
export async function removeWithAudit(
  ctx: Pick<AppContext, "db" | "now">,
  userId: number,
  record: {
    entity: string;
    id: number;
    remove: (trx: Database, id: number, at: string) => Promise<unknown>;
    endLinks: (trx: Database, today: string) => Promise<object>;
  },
): Promise<void> {
  const now = ctx.now();
  const { today } = await loadStudio(ctx.db, now);
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const current = await record.remove(trx, record.id, at);
    const ended = await record.endLinks(trx, today);
    await writeAudit(trx, {
      userId,
      action: "delete",
      entity: record.entity,
      entityId: record.id,
      before: current,
      after: { deletedAt: at, ...ended },
      at,
    });
  });
}
