import type { Migration } from "kysely";
import {
  type AnyDb,
  createIndex,
  createTableWithId,
  mayReference,
  notNull,
  references,
} from "../migration-helpers.ts";

export const initial: Migration = {
  async up(db: AnyDb) {
    await createTableWithId(db, "users")
      .addColumn("username", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", notNull)
      .addColumn("name", "text")
      .addColumn("email", "text")
      .addColumn("role", "text", (c) => c.notNull().defaultTo("staff"))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "text", notNull)
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "integer", references("users.id"))
      .addColumn("created_at", "text", notNull)
      .addColumn("expires_at", "text", notNull)
      .addColumn("revoked_at", "text")
      .execute();
    await createIndex(db, "sessions_user_idx", "sessions", "user_id");

    await createTableWithId(db, "students")
      .addColumn("first_name", "text", notNull)
      .addColumn("last_name", "text", notNull)
      .addColumn("email", "text")
      .addColumn("phone", "text")
      .addColumn("dni", "text")
      .addColumn("birth_date", "text")
      .addColumn("address", "text")
      .addColumn("emergency_contact_name", "text")
      .addColumn("emergency_contact_phone", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("search_text", "text", notNull)
      .addColumn("sort_key", "text", notNull)
      .addColumn("created_at", "text", notNull)
      .addColumn("updated_at", "text", notNull)
      .addColumn("deleted_at", "text")
      .execute();
    await createIndex(db, "students_sort_idx", "students", ["deleted_at", "sort_key"]);
    await createIndex(db, "students_dni_live_idx", "students", "dni", {
      unique: true,
      where: { deleted_at: null },
    });

    await createTableWithId(db, "teachers")
      .addColumn("first_name", "text", notNull)
      .addColumn("last_name", "text", notNull)
      .addColumn("email", "text", notNull)
      .addColumn("phone", "text", notNull)
      .addColumn("address", "text")
      .addColumn("is_studio_owner", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("search_text", "text", notNull)
      .addColumn("sort_key", "text", notNull)
      .addColumn("created_at", "text", notNull)
      .addColumn("updated_at", "text", notNull)
      .addColumn("deleted_at", "text")
      .execute();

    await createTableWithId(db, "classes")
      .addColumn("name", "text", notNull)
      .addColumn("description", "text")
      .addColumn("type", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("price", "integer", notNull)
      .addColumn("duration_hours", "real", (c) => c.notNull().defaultTo(1.5))
      .addColumn("max_students", "integer", (c) => c.notNull().defaultTo(20))
      .addColumn("search_text", "text", notNull)
      .addColumn("created_at", "text", notNull)
      .addColumn("updated_at", "text", notNull)
      .addColumn("deleted_at", "text")
      .execute();

    await createTableWithId(db, "class_schedules")
      .addColumn("class_id", "integer", references("classes.id"))
      .addColumn("day_of_week", "text", notNull)
      .addColumn("start_hour", "integer", notNull)
      .addColumn("start_minute", "integer", notNull)
      .execute();
    await createIndex(db, "class_schedules_class_idx", "class_schedules", "class_id");

    await db.schema
      .createTable("class_teachers")
      .addColumn("class_id", "integer", references("classes.id"))
      .addColumn("teacher_id", "integer", references("teachers.id"))
      .addColumn("assigned_at", "text", notNull)
      .addPrimaryKeyConstraint("class_teachers_pk", ["class_id", "teacher_id"])
      .execute();
    await createIndex(db, "class_teachers_teacher_idx", "class_teachers", "teacher_id");

    await createTableWithId(db, "enrollments")
      .addColumn("student_id", "integer", references("students.id"))
      .addColumn("class_id", "integer", references("classes.id"))
      .addColumn("enrollment_date", "text", notNull)
      .addColumn("ended_on", "text")
      .addColumn("notes", "text")
      .execute();
    await createIndex(db, "enrollments_open_unique", "enrollments", ["student_id", "class_id"], {
      unique: true,
      where: { ended_on: null },
    });
    await createIndex(db, "enrollments_class_idx", "enrollments", "class_id");

    await createTableWithId(db, "payments")
      .addColumn("student_id", "integer", references("students.id"))
      .addColumn("class_id", "integer", references("classes.id"))
      .addColumn("amount", "integer", notNull)
      .addColumn("payment_month", "text", notNull)
      .addColumn("payment_date", "text", notNull)
      .addColumn("payment_method", "text", notNull)
      .addColumn("notes", "text")
      .addColumn("is_late_payment", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_by", "integer", mayReference("users.id"))
      .addColumn("created_at", "text", notNull)
      .addColumn("deleted_at", "text")
      .addColumn("deleted_by", "integer", mayReference("users.id"))
      .execute();
    // The database, not the application, decides the race between two identical payments.
    await createIndex(
      db,
      "payments_live_unique",
      "payments",
      ["student_id", "class_id", "payment_month"],
      { unique: true, where: { deleted_at: null } },
    );
    await createIndex(db, "payments_month_idx", "payments", ["payment_month", "class_id"]);
    await createIndex(db, "payments_date_idx", "payments", "payment_date");
    await createIndex(db, "payments_student_idx", "payments", "student_id");

    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", notNull)
      .execute();

    await createTableWithId(db, "audit_log")
      .addColumn("at", "text", notNull)
      .addColumn("user_id", "integer")
      .addColumn("action", "text", notNull)
      .addColumn("entity", "text", notNull)
      .addColumn("entity_id", "text")
      .addColumn("before", "text")
      .addColumn("after", "text")
      .execute();
    await createIndex(db, "audit_log_entity_idx", "audit_log", ["entity", "entity_id"]);

    await db.schema
      .createTable("idempotency_keys")
      .addColumn("key", "text", notNull)
      .addColumn("user_id", "integer", notNull)
      .addColumn("request_hash", "text", notNull)
      .addColumn("status_code", "integer", notNull)
      .addColumn("response", "text", notNull)
      .addColumn("created_at", "text", notNull)
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["key", "user_id"])
      .execute();
  },
};
