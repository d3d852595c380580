import type { Migration } from "kysely";
import { column, createIndex, recordTimestamps, tableWithId } from "../migration-helpers.ts";

export const initial: Migration = {
  async up(db) {
    await tableWithId(db, "users")
      .addColumn("username", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", column.notNull)
      .addColumn("name", "text")
      .addColumn("email", "text")
      .addColumn("role", "text", (c) => c.notNull().defaultTo("staff"))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "text", column.notNull)
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "integer", column.references("users.id"))
      .addColumn("created_at", "text", column.notNull)
      .addColumn("expires_at", "text", column.notNull)
      .addColumn("revoked_at", "text")
      .execute();
    await createIndex(db, "sessions_user_idx", "sessions", "user_id");

    await tableWithId(db, "students")
      .addColumn("first_name", "text", column.notNull)
      .addColumn("last_name", "text", column.notNull)
      .addColumn("email", "text")
      .addColumn("phone", "text")
      .addColumn("dni", "text")
      .addColumn("birth_date", "text")
      .addColumn("address", "text")
      .addColumn("emergency_contact_name", "text")
      .addColumn("emergency_contact_phone", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("search_text", "text", column.notNull)
      .addColumn("sort_key", "text", column.notNull)
      .$call(recordTimestamps)
      .execute();
    await createIndex(db, "students_sort_idx", "students", ["deleted_at", "sort_key"]);
    await createIndex(db, "students_dni_live_idx", "students", "dni", {
      unique: true,
      where: { deleted_at: null },
    });

    await tableWithId(db, "teachers")
      .addColumn("first_name", "text", column.notNull)
      .addColumn("last_name", "text", column.notNull)
      .addColumn("email", "text", column.notNull)
      .addColumn("phone", "text", column.notNull)
      .addColumn("address", "text")
      .addColumn("is_studio_owner", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("search_text", "text", column.notNull)
      .addColumn("sort_key", "text", column.notNull)
      .$call(recordTimestamps)
      .execute();

    await tableWithId(db, "classes")
      .addColumn("name", "text", column.notNull)
      .addColumn("description", "text")
      .addColumn("type", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("price", "integer", column.notNull)
      .addColumn("duration_hours", "real", (c) => c.notNull().defaultTo(1.5))
      .addColumn("max_students", "integer", (c) => c.notNull().defaultTo(20))
      .addColumn("search_text", "text", column.notNull)
      .$call(recordTimestamps)
      .execute();

    await tableWithId(db, "class_schedules")
      .addColumn("class_id", "integer", column.references("classes.id"))
      .addColumn("day_of_week", "text", column.notNull)
      .addColumn("start_hour", "integer", column.notNull)
      .addColumn("start_minute", "integer", column.notNull)
      .execute();
    await createIndex(db, "class_schedules_class_idx", "class_schedules", "class_id");

    await db.schema
      .createTable("class_teachers")
      .addColumn("class_id", "integer", column.references("classes.id"))
      .addColumn("teacher_id", "integer", column.references("teachers.id"))
      .addColumn("assigned_at", "text", column.notNull)
      .addPrimaryKeyConstraint("class_teachers_pk", ["class_id", "teacher_id"])
      .execute();
    await createIndex(db, "class_teachers_teacher_idx", "class_teachers", "teacher_id");

    await tableWithId(db, "enrollments")
      .addColumn("student_id", "integer", column.references("students.id"))
      .addColumn("class_id", "integer", column.references("classes.id"))
      .addColumn("enrollment_date", "text", column.notNull)
      .addColumn("ended_on", "text")
      .addColumn("notes", "text")
      .execute();
    await createIndex(db, "enrollments_open_unique", "enrollments", ["student_id", "class_id"], {
      unique: true,
      where: { ended_on: null },
    });
    await createIndex(db, "enrollments_class_idx", "enrollments", "class_id");

    await tableWithId(db, "payments")
      .addColumn("student_id", "integer", column.references("students.id"))
      .addColumn("class_id", "integer", column.references("classes.id"))
      .addColumn("amount", "integer", column.notNull)
      .addColumn("payment_month", "text", column.notNull)
      .addColumn("payment_date", "text", column.notNull)
      .addColumn("payment_method", "text", column.notNull)
      .addColumn("notes", "text")
      .addColumn("is_late_payment", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_by", "integer", column.optionalReference("users.id"))
      .addColumn("created_at", "text", column.notNull)
      .addColumn("deleted_at", "text")
      .addColumn("deleted_by", "integer", column.optionalReference("users.id"))
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
      .addColumn("value", "text", column.notNull)
      .execute();

    await tableWithId(db, "audit_log")
      .addColumn("at", "text", column.notNull)
      .addColumn("user_id", "integer")
      .addColumn("action", "text", column.notNull)
      .addColumn("entity", "text", column.notNull)
      .addColumn("entity_id", "text")
      .addColumn("before", "text")
      .addColumn("after", "text")
      .execute();
    await createIndex(db, "audit_log_entity_idx", "audit_log", ["entity", "entity_id"]);

    await db.schema
      .createTable("idempotency_keys")
      .addColumn("key", "text", column.notNull)
      .addColumn("user_id", "integer", column.notNull)
      .addColumn("request_hash", "text", column.notNull)
      .addColumn("status_code", "integer", column.notNull)
      .addColumn("response", "text", column.notNull)
      .addColumn("created_at", "text", column.notNull)
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["key", "user_id"])
      .execute();
  },
};
