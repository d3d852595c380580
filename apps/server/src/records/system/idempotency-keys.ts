import type { Database } from "../../db/database.ts";

/** A write already answered under an Idempotency-Key. */
export interface StoredResponse {
  requestHash: string;
  body: unknown;
}

export async function findStoredResponse(
  db: Database,
  key: string,
  userId: number,
): Promise<StoredResponse | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["request_hash", "response"])
    .where("key", "=", key)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    requestHash: row.request_hash,
    body: JSON.parse(row.response),
  };
}

/** Records the answer of a write; run it in the write's transaction so both commit together. */
export async function storeResponse(
  db: Database,
  entry: { key: string; userId: number; requestHash: string; body: unknown },
  at: string,
): Promise<void> {
  await db
    .insertInto("idempotency_keys")
    .values({
      key: entry.key,
      user_id: entry.userId,
      request_hash: entry.requestHash,
      // The route gives the status: an idempotent write answers 201 with its result, or 204.
      status_code: entry.body === null ? 204 : 201,
      response: JSON.stringify(entry.body),
      created_at: at,
    })
    .execute();
}
