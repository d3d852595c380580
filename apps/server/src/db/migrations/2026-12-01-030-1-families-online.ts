import type { Migration } from "kysely";
import { column, createIndex, tableWithId } from "../migration-helpers.ts";

// Families online (issue 30): one-time portal links (only their hash is kept), the portal
// sessions they open (hash of the cookie's token), online payment orders (one per trip to the
// gateway; its receipt once paid) and the bank transfer notices a family sends from the portal.
export const familiesOnline: Migration = {
  async up(db) {
    await tableWithId(db, "portal_links")
      .addColumn("guardian_id", "integer", column.references("guardians.id"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", column.notNull)
      .addColumn("created_by", "integer", column.optionalReference("users.id"))
      .addColumn("expires_at", "text", column.notNull)
      .addColumn("used_at", "text")
      .addColumn("revoked_at", "text")
      .execute();
    await createIndex(db, "portal_links_guardian_idx", "portal_links", "guardian_id");

    await tableWithId(db, "portal_sessions")
      .addColumn("guardian_id", "integer", column.references("guardians.id"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("link_id", "integer", column.optionalReference("portal_links.id"))
      .addColumn("created_at", "text", column.notNull)
      .addColumn("expires_at", "text", column.notNull)
      .addColumn("revoked_at", "text")
      .execute();
    await createIndex(db, "portal_sessions_guardian_idx", "portal_sessions", "guardian_id");

    await tableWithId(db, "online_orders")
      .addColumn("guardian_id", "integer", column.references("guardians.id"))
      .addColumn("gateway", "text", column.notNull)
      .addColumn("commerce_order", "text", (c) => c.notNull().unique())
      .addColumn("gateway_token", "text", (c) => c.unique())
      .addColumn("gateway_order", "text")
      .addColumn("amount", "integer", column.notNull)
      .addColumn("lines", "text", column.notNull)
      .addColumn("status", "text", column.notNull)
      .addColumn("receipt_id", "integer", column.optionalReference("receipts.id"))
      .addColumn("credit_amount", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("credit_resolved_at", "text")
      .addColumn("created_at", "text", column.notNull)
      .addColumn("paid_at", "text")
      .addColumn("last_checked_at", "text")
      .execute();
    await createIndex(db, "online_orders_status_idx", "online_orders", ["status", "created_at"]);

    await tableWithId(db, "transfer_notices")
      .addColumn("guardian_id", "integer", column.references("guardians.id"))
      .addColumn("transfer_date", "text", column.notNull)
      .addColumn("amount", "integer", column.notNull)
      .addColumn("note", "text")
      .addColumn("status", "text", column.notNull)
      .addColumn("receipt_id", "integer", column.optionalReference("receipts.id"))
      .addColumn("created_at", "text", column.notNull)
      .addColumn("resolved_at", "text")
      .addColumn("resolved_by", "integer", column.optionalReference("users.id"))
      .execute();
  },
};
