import type { Database } from "../../db/database.ts";

// Payment gateways' secret keys (issue 30) live in server_secrets beside the token signing
// secret: backups leave that table out (backups/backup-safety.ts), the settings never hold
// them (GET /api/settings answers only whether one was saved), and they are never logged.

const nameOf = (gateway: string) => `gateway-secret:${gateway}`;

export async function saveGatewaySecret(db: Database, gateway: string, value: string) {
  await db
    .insertInto("server_secrets")
    .values({ name: nameOf(gateway), value })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
    .execute();
}

export async function loadGatewaySecret(
  db: Database,
  gateway: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", nameOf(gateway))
    .executeTakeFirst();
  return row?.value;
}
