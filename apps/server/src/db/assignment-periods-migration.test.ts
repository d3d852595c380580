import { expect, it } from "vitest";
import {
  atMigration,
  insertOld,
  insertOldClass,
  insertOldTeacher,
} from "../../test/support/migrations.ts";
import { databaseKinds } from "../../test/support/test-app.ts";
import type { Database } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

// Rows written before staffing became history are migrated as issue 12 says: an assignment
// starts at its class's first enrollment or at its assigned_at, whichever is earlier; every
// teacher's current status starts the day she was created; search texts lose ñ's tilde.

for (const kind of databaseKinds()) {
  it(`migrates existing assignments and statuses [${kind}]`, async () => {
    await atMigration(kind, "2026-11-23-002-report-indexes", async ({ db, old }) => {
      const stamp = (date: string) => `${date}T12:00:00.000Z`;
      const teacher = (first: string, owner: 0 | 1, created: string) =>
        insertOldTeacher(old, {
          first,
          last: "Muñoz",
          owner,
          createdAt: stamp(created),
          sortKey: `mun~oz ${first}`,
        });
      const [owner, instructor] = await Promise.all([
        teacher("olga", 1, "2025-03-04"),
        teacher("ines", 0, "2025-06-01"),
      ]);
      const klass = (name: string) => insertOldClass(old, name, stamp("2025-01-01"));
      const withStudents = await klass("Ballet");
      const empty = await klass("Jazz");
      const student = await insertOld(old, "students", {
        first_name: "Ana",
        last_name: "Peña",
        email: null,
        phone: null,
        dni: null,
        birth_date: null,
        address: null,
        emergency_contact_name: null,
        emergency_contact_phone: null,
        status: "active",
        search_text: "ana peña",
        sort_key: "pen~a ana",
        created_at: stamp("2025-01-01"),
        updated_at: stamp("2025-01-01"),
        deleted_at: null,
      });
      for (const [date, endedOn] of [
        ["2025-04-10", null],
        ["2025-02-20", "2025-03-01"],
      ]) {
        await insertOld(old, "enrollments", {
          student_id: student,
          class_id: withStudents,
          enrollment_date: date,
          ended_on: endedOn,
          notes: null,
        });
      }
      await old
        .insertInto("class_teachers")
        .values([
          { class_id: withStudents, teacher_id: owner, assigned_at: stamp("2025-09-01") },
          { class_id: empty, teacher_id: instructor, assigned_at: stamp("2025-07-15") },
        ])
        .execute();

      await migrateToLatest(db);
      const typed: Database = db;
      const periods = await typed
        .selectFrom("teacher_assignments")
        .select(["class_id", "teacher_id", "assigned_from", "ended_on"])
        .orderBy("class_id")
        .execute();
      expect(periods).toEqual([
        // The class had students since 20 February, before the pair was recorded.
        { class_id: withStudents, teacher_id: owner, assigned_from: "2025-02-20", ended_on: null },
        { class_id: empty, teacher_id: instructor, assigned_from: "2025-07-15", ended_on: null },
      ]);
      const statuses = await typed
        .selectFrom("teacher_status_changes")
        .select(["teacher_id", "effective_from", "is_studio_owner"])
        .orderBy("teacher_id")
        .execute();
      expect(statuses).toEqual([
        { teacher_id: owner, effective_from: "2025-03-04", is_studio_owner: 1 },
        { teacher_id: instructor, effective_from: "2025-06-01", is_studio_owner: 0 },
      ]);
      const texts = await typed
        .selectFrom("teachers")
        .select(["search_text", "sort_key"])
        .orderBy("id")
        .execute();
      expect(texts).toEqual([
        { search_text: "olga munoz", sort_key: "mun~oz olga" },
        { search_text: "ines munoz", sort_key: "mun~oz ines" },
      ]);
      expect(
        (await typed.selectFrom("students").select("search_text").executeTakeFirstOrThrow())
          .search_text,
      ).toBe("ana pena");
    });
  });
}
