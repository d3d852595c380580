import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// The studio's public page and its trial funnel (issue 28):
// - classes say what a visitor needs: level, age range, whether the price is shown;
// - site_photos / site_photo_files hold the page's photos IN the database, so a backup holds
//   them and every instance on one PostgreSQL serves the same bytes (files are named by the
//   hash of their content and never change);
// - trial_requests are the visitors' requests (never a student until staff enroll one);
// - class_waitlist is who waits for a seat of a full class, in order.
export const publicPage: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("classes").addColumn("level", "text").execute();
    await db.schema.alterTable("classes").addColumn("min_age", "integer").execute();
    await db.schema.alterTable("classes").addColumn("max_age", "integer").execute();
    await db.schema
      .alterTable("classes")
      .addColumn("show_price", "integer", (c) => c.notNull().defaultTo(1))
      .execute();

    await (await createTableWithId(db, "site_photos"))
      .addColumn("alt", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("site_photo_files")
      .addColumn("hash", "text", (c) => c.primaryKey())
      .addColumn("photo_id", "integer", (c) =>
        c.notNull().references("site_photos.id").onDelete("cascade"),
      )
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", isPostgres(db) ? sql`bytea` : sql`blob`, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("site_photo_files_photo_idx")
      .on("site_photo_files")
      .column("photo_id")
      .execute();

    await (await createTableWithId(db, "trial_requests"))
      .addColumn("class_id", "integer", (c) => c.notNull().references("classes.id"))
      .addColumn("session_date", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("email", "text")
      .addColumn("age", "integer", (c) => c.notNull())
      .addColumn("guardian_name", "text")
      .addColumn("guardian_phone", "text")
      .addColumn("message", "text")
      .addColumn("waitlist", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("consent_at", "text", (c) => c.notNull())
      .addColumn("privacy_notice_version", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("NEW"))
      .addColumn("notes", "text")
      .addColumn("discard_reason", "text")
      /** A hash of the sender's address: the per-address limit counts them, nobody reads them. */
      .addColumn("source_key", "text", (c) => c.notNull())
      .addColumn("student_id", "integer", (c) => c.references("students.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("contacted_at", "text")
      .addColumn("attended_at", "text")
      .addColumn("enrolled_at", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("trial_requests_status_idx")
      .on("trial_requests")
      .columns(["status", "created_at"])
      .execute();
    await db.schema
      .createIndex("trial_requests_source_idx")
      .on("trial_requests")
      .columns(["source_key", "created_at"])
      .execute();

    await (await createTableWithId(db, "class_waitlist"))
      .addColumn("class_id", "integer", (c) => c.notNull().references("classes.id"))
      .addColumn("trial_request_id", "integer", (c) => c.references("trial_requests.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("offered_at", "text")
      .addColumn("hold_until", "text")
      /** waiting | offered | enrolled | removed */
      .addColumn("status", "text", (c) => c.notNull().defaultTo("waiting"))
      .execute();
    await db.schema
      .createIndex("class_waitlist_class_idx")
      .on("class_waitlist")
      .columns(["class_id", "status", "id"])
      .execute();
  },
};
