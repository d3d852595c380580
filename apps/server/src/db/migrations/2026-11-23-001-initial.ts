import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";

// Migrations use Kysely<any>: they describe the schema as it was at that point in time, not the
// current TypeScript types.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

function idType(db: AnyDb) {
  return isPostgres(db) ? sql`serial` : sql`integer`;
}

export async function createTableWithId(db: AnyDb, name: string) {
  return db.schema.createTable(name).addColumn("id", idType(db), (c) => {
    const pk = c.primaryKey();
    return isPostgres(db) ? pk : pk.autoIncrement();
  });
}

export const initial: Migration = {
  async up(db: AnyDb) {
    await (await createTableWithId(db, "users"))
      .addColumn("username", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("name", "text")
      .addColumn("email", "text")
      .addColumn("role", "text", (c) => c.notNull().defaultTo("staff"))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

    await (await createTableWithId(db, "students"))
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("email", "text")
      .addColumn("phone", "text")
      .addColumn("dni", "text")
      .addColumn("birth_date", "text")
      .addColumn("address", "text")
      .addColumn("emergency_contact_name", "text")
      .addColumn("emergency_contact_phone", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("search_text", "text", (c) => c.notNull())
      .addColumn("sort_key", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("deleted_at", "text")
      .execute();
    await db.schema
      .createIndex("students_sort_idx")
      .on("students")
      .columns(["deleted_at", "sort_key"])
      .execute();
    await db.schema
      .createIndex("students_dni_live_idx")
      .on("students")
      .column("dni")
      .unique()
      .where(sql.ref("deleted_at"), "is", null)
      .execute();

    await (await createTableWithId(db, "teachers"))
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("address", "text")
      .addColumn("is_studio_owner", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("search_text", "text", (c) => c.notNull())
      .addColumn("sort_key", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("deleted_at", "text")
      .execute();

    await (await createTableWithId(db, "classes"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("type", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("price", "integer", (c) => c.notNull())
      .addColumn("duration_hours", "real", (c) => c.notNull().defaultTo(1.5))
      .addColumn("max_students", "integer", (c) => c.notNull().defaultTo(20))
      .addColumn("search_text", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("deleted_at", "text")
      .execute();

    await (await createTableWithId(db, "class_schedules"))
      .addColumn("class_id", "integer", (c) => c.notNull().references("classes.id"))
      .addColumn("day_of_week", "text", (c) => c.notNull())
      .addColumn("start_hour", "integer", (c) => c.notNull())
      .addColumn("start_minute", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("class_schedules_class_idx")
      .on("class_schedules")
      .column("class_id")
      .execute();

    await db.schema
      .createTable("class_teachers")
      .addColumn("class_id", "integer", (c) => c.notNull().references("classes.id"))
      .addColumn("teacher_id", "integer", (c) => c.notNull().references("teachers.id"))
      .addColumn("assigned_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("class_teachers_pk", ["class_id", "teacher_id"])
      .execute();
    await db.schema
      .createIndex("class_teachers_teacher_idx")
      .on("class_teachers")
      .column("teacher_id")
      .execute();

    await (await createTableWithId(db, "enrollments"))
      .addColumn("student_id", "integer", (c) => c.notNull().references("students.id"))
      .addColumn("class_id", "integer", (c) => c.notNull().references("classes.id"))
      .addColumn("enrollment_date", "text", (c) => c.notNull())
      .addColumn("ended_on", "text")
      .addColumn("notes", "text")
      .execute();
    await db.schema
      .createIndex("enrollments_open_unique")
      .on("enrollments")
      .columns(["student_id", "class_id"])
      .unique()
      .where(sql.ref("ended_on"), "is", null)
      .execute();
    await db.schema
      .createIndex("enrollments_class_idx")
      .on("enrollments")
      .column("class_id")
      .execute();

    await (await createTableWithId(db, "payments"))
      .addColumn("student_id", "integer", (c) => c.notNull().references("students.id"))
      .addColumn("class_id", "integer", (c) => c.notNull().references("classes.id"))
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("payment_month", "text", (c) => c.notNull())
      .addColumn("payment_date", "text", (c) => c.notNull())
      .addColumn("payment_method", "text", (c) => c.notNull())
      .addColumn("notes", "text")
      .addColumn("is_late_payment", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("deleted_at", "text")
      .addColumn("deleted_by", "integer", (c) => c.references("users.id"))
      .execute();
    // The database, not the application, decides the race between two identical payments.
    await db.schema
      .createIndex("payments_live_unique")
      .on("payments")
      .columns(["student_id", "class_id", "payment_month"])
      .unique()
      .where(sql.ref("deleted_at"), "is", null)
      .execute();
    await db.schema
      .createIndex("payments_month_idx")
      .on("payments")
      .columns(["payment_month", "class_id"])
      .execute();
    await db.schema
      .createIndex("payments_date_idx")
      .on("payments")
      .column("payment_date")
      .execute();
    await db.schema
      .createIndex("payments_student_idx")
      .on("payments")
      .column("student_id")
      .execute();

    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();

    await (await createTableWithId(db, "audit_log"))
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("user_id", "integer")
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("entity", "text", (c) => c.notNull())
      .addColumn("entity_id", "text")
      .addColumn("before", "text")
      .addColumn("after", "text")
      .execute();
    await db.schema
      .createIndex("audit_log_entity_idx")
      .on("audit_log")
      .columns(["entity", "entity_id"])
      .execute();

    await db.schema
      .createTable("idempotency_keys")
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.notNull())
      .addColumn("request_hash", "text", (c) => c.notNull())
      .addColumn("status_code", "integer", (c) => c.notNull())
      .addColumn("response", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["key", "user_id"])
      .execute();
  },
};
