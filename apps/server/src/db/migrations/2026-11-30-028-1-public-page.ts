import { type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";
import { addColumn, column, createIndex, tableWithId } from "../migration-helpers.ts";

// The studio's public page and its trial funnel (issue 28):
// - classes say what a visitor needs: level, age range, whether the price is shown;
// - site_photos / site_photo_files hold the page's photos IN the database, so a backup holds
//   them and every instance on one PostgreSQL serves the same bytes (files are named by the
//   hash of their content and never change);
// - trial_requests are the visitors' requests (never a student until staff enroll one);
// - class_waitlist is who waits for a seat of a full class, in order.
export const publicPage: Migration = {
  async up(db) {
    await addColumn(db, "classes", "level", "text");
    await addColumn(db, "classes", "min_age", "integer");
    await addColumn(db, "classes", "max_age", "integer");
    await addColumn(db, "classes", "show_price", "integer", (c) => c.notNull().defaultTo(1));

    await tableWithId(db, "site_photos")
      .addColumn("alt", "text", column.notNull)
      .addColumn("width", "integer", column.notNull)
      .addColumn("height", "integer", column.notNull)
      .addColumn("created_by", "integer", column.optionalReference("users.id"))
      .addColumn("created_at", "text", column.notNull)
      .execute();
    await db.schema
      .createTable("site_photo_files")
      .addColumn("hash", "text", (c) => c.primaryKey())
      .addColumn("photo_id", "integer", (c) =>
        c.notNull().references("site_photos.id").onDelete("cascade"),
      )
      .addColumn("width", "integer", column.notNull)
      .addColumn("height", "integer", column.notNull)
      .addColumn("content_type", "text", column.notNull)
      .addColumn("bytes", isPostgres(db) ? sql`bytea` : sql`blob`, column.notNull)
      .execute();
    await createIndex(db, "site_photo_files_photo_idx", "site_photo_files", "photo_id");

    await tableWithId(db, "trial_requests")
      .addColumn("class_id", "integer", column.references("classes.id"))
      .addColumn("session_date", "text", column.notNull)
      .addColumn("name", "text", column.notNull)
      .addColumn("phone", "text", column.notNull)
      .addColumn("email", "text")
      .addColumn("age", "integer", column.notNull)
      .addColumn("guardian_name", "text")
      .addColumn("guardian_phone", "text")
      .addColumn("message", "text")
      .addColumn("waitlist", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("consent_at", "text", column.notNull)
      .addColumn("privacy_notice_version", "text", column.notNull)
      .addColumn("status", "text", (c) => c.notNull().defaultTo("NEW"))
      .addColumn("notes", "text")
      .addColumn("discard_reason", "text")
      /** A hash of the sender's address: the per-address limit counts them, nobody reads them. */
      .addColumn("source_key", "text", column.notNull)
      .addColumn("student_id", "integer", column.optionalReference("students.id"))
      .addColumn("created_at", "text", column.notNull)
      .addColumn("contacted_at", "text")
      .addColumn("attended_at", "text")
      .addColumn("enrolled_at", "text")
      .addColumn("updated_at", "text", column.notNull)
      .execute();
    await createIndex(db, "trial_requests_status_idx", "trial_requests", ["status", "created_at"]);
    await createIndex(db, "trial_requests_source_idx", "trial_requests", [
      "source_key",
      "created_at",
    ]);

    await tableWithId(db, "class_waitlist")
      .addColumn("class_id", "integer", column.references("classes.id"))
      .addColumn("trial_request_id", "integer", column.optionalReference("trial_requests.id"))
      .addColumn("name", "text", column.notNull)
      .addColumn("phone", "text", column.notNull)
      .addColumn("created_at", "text", column.notNull)
      .addColumn("offered_at", "text")
      .addColumn("hold_until", "text")
      /** waiting | offered | enrolled | removed */
      .addColumn("status", "text", (c) => c.notNull().defaultTo("waiting"))
      .execute();
    await createIndex(db, "class_waitlist_class_idx", "class_waitlist", [
      "class_id",
      "status",
      "id",
    ]);
  },
};
