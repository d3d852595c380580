import type { Database } from "../../db/database.ts";
import { idIn } from "../../db/sql-fragments.ts";

/** A photo of the page's library with its sizes (bytes apart). */
export interface PhotoRecord {
  id: number;
  alt: string;
  width: number;
  height: number;
  files: { hash: string; width: number; height: number }[];
}

export interface PhotoFile {
  hash: string;
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

/** Photos by id (every one when `ids` is omitted), newest first, with their sizes smallest first. */
export async function photosWithFiles(
  db: Database,
  ids?: readonly number[],
): Promise<PhotoRecord[]> {
  if (ids && ids.length === 0) return [];
  let photos = db.selectFrom("site_photos").select(["id", "alt", "width", "height"]);
  if (ids) photos = photos.where(idIn(db, "id", [...ids]));
  const rows = await photos.orderBy("id", "desc").execute();
  if (rows.length === 0) return [];
  const files = await db
    .selectFrom("site_photo_files")
    .select(["photo_id", "hash", "width", "height"])
    .where(
      "photo_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("width")
    .execute();
  return rows.map((r) => ({
    ...r,
    files: files
      .filter((f) => f.photo_id === r.id)
      .map((f) => ({ hash: f.hash, width: f.width, height: f.height })),
  }));
}

export async function insertPhoto(
  db: Database,
  photo: { alt: string; width: number; height: number; createdBy: number; at: string },
  files: readonly PhotoFile[],
): Promise<number> {
  const { id } = await db
    .insertInto("site_photos")
    .values({
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      created_by: photo.createdBy,
      created_at: photo.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const file of files) {
    // The same bytes uploaded twice are one file: the second photo points at its own copy only
    // when the content differs, so a repeated upload is stored once per photo by hash.
    await db
      .insertInto("site_photo_files")
      .values({
        hash: file.hash,
        photo_id: id,
        width: file.width,
        height: file.height,
        content_type: file.contentType,
        bytes: file.bytes,
      })
      .onConflict((oc) => oc.column("hash").doNothing())
      .execute();
  }
  return id;
}

export async function updatePhotoAlt(db: Database, id: number, alt: string): Promise<boolean> {
  const result = await db
    .updateTable("site_photos")
    .set({ alt })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePhoto(db: Database, id: number): Promise<boolean> {
  await db.deleteFrom("site_photo_files").where("photo_id", "=", id).execute();
  const result = await db.deleteFrom("site_photos").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** One size's bytes by its hash. */
export async function photoFile(db: Database, hash: string): Promise<PhotoFile | undefined> {
  const row = await db
    .selectFrom("site_photo_files")
    .select(["hash", "width", "height", "content_type", "bytes"])
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row
    ? {
        hash: row.hash,
        width: row.width,
        height: row.height,
        contentType: row.content_type,
        bytes: Buffer.from(row.bytes),
      }
    : undefined;
}

/** The photo a stored file (named by its content) belongs to, if any. */
export async function photoIdOfFile(db: Database, hash: string): Promise<number | undefined> {
  const [file] = await db
    .selectFrom("site_photo_files")
    .select("photo_id")
    .where("hash", "=", hash)
    .execute();
  return file?.photo_id;
}
