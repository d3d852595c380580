import type { Kysely, Migration } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// Families online (issue 30): one-time portal links (only their hash is kept), the portal
// sessions they open (hash of the cookie's token), online payment orders (one per trip to the
// gateway; its receipt once paid) and the bank transfer notices a family sends from the portal.
export const familiesOnline: Migration = {
  async up(db: AnyDb) {
    await (await createTableWithId(db, "portal_links"))
      .addColumn("guardian_id", "integer", (c) => c.notNull().references("guardians.id"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema
      .createIndex("portal_links_guardian_idx")
      .on("portal_links")
      .column("guardian_id")
      .execute();

    await (await createTableWithId(db, "portal_sessions"))
      .addColumn("guardian_id", "integer", (c) => c.notNull().references("guardians.id"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("link_id", "integer", (c) => c.references("portal_links.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema
      .createIndex("portal_sessions_guardian_idx")
      .on("portal_sessions")
      .column("guardian_id")
      .execute();

    await (await createTableWithId(db, "online_orders"))
      .addColumn("guardian_id", "integer", (c) => c.notNull().references("guardians.id"))
      .addColumn("gateway", "text", (c) => c.notNull())
      .addColumn("commerce_order", "text", (c) => c.notNull().unique())
      .addColumn("gateway_token", "text", (c) => c.unique())
      .addColumn("gateway_order", "text")
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("lines", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("receipt_id", "integer", (c) => c.references("receipts.id"))
      .addColumn("credit_amount", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("credit_resolved_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("paid_at", "text")
      .addColumn("last_checked_at", "text")
      .execute();
    await db.schema
      .createIndex("online_orders_status_idx")
      .on("online_orders")
      .columns(["status", "created_at"])
      .execute();

    await (await createTableWithId(db, "transfer_notices"))
      .addColumn("guardian_id", "integer", (c) => c.notNull().references("guardians.id"))
      .addColumn("transfer_date", "text", (c) => c.notNull())
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("receipt_id", "integer", (c) => c.references("receipts.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("resolved_at", "text")
      .addColumn("resolved_by", "integer", (c) => c.references("users.id"))
      .execute();
  },
};
