import type { Database } from "../../db/database.ts";

/**
 * The secret stored under `name`, storing `candidate` first when there is none. Two instances
 * starting together both try; the primary key keeps the first one's, and both read it back.
 */
export async function sharedSecret(db: Database, name: string, candidate: string) {
  await db
    .insertInto("server_secrets")
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}
