import {
  addDays,
  closedDatesAhead,
  fullNameOf,
  groupBy,
  nextSessionDates,
  PUBLIC_CLASS_STATUSES,
  type PublicPhoto,
  type PublicSiteClass,
  type PublicSiteResponse,
  resolveSiteTexts,
  type StudioClosure,
  scheduleEndTime,
  sortSchedules,
  TRIAL_DAYS_AHEAD,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { publicContact } from "../../lib/studio-contact.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import type { PageHead } from "../../plugins/site-files.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { listClasses, schedulesOfClasses } from "../../records/classes/classes.ts";
import { openEnrollmentCounts } from "../../records/classes/enrollments.ts";
import { chileanHolidaysBetween } from "../../records/classes/holidays.ts";
import { seatsPromisedToWaitlist } from "../../records/classes/waitlist.ts";
import { currentNoticeVersion } from "../../records/privacy/privacy-notice.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { assignmentsOfClasses } from "../../records/teachers/assignments.ts";
import { encodePhoto } from "./photo-encoding.ts";
import {
  deletePhoto,
  insertPhoto,
  type PhotoRecord,
  photoFile,
  photoIdOfFile,
  photosWithFiles,
  updatePhotoAlt,
} from "./site.repository.ts";

/** Where a photo size is served from: its content hash, so it is cached for a year. */
export const photoUrl = (hash: string) => `/api/public/photos/${hash}`;

export function photoView(photo: PhotoRecord): PublicPhoto {
  const largest = photo.files[photo.files.length - 1];
  return {
    id: photo.id,
    alt: photo.alt,
    width: largest?.width ?? photo.width,
    height: largest?.height ?? photo.height,
    src: largest ? photoUrl(largest.hash) : "",
    srcset: photo.files.map((f) => `${photoUrl(f.hash)} ${f.width}w`).join(", "),
  };
}

/**
 * Published classes with price (when shown), ages, level, end times, seats and next sessions.
 * A seat is left for a visitor when nobody holds it: not an open enrollment, not someone on the
 * class's waitlist (they come first) nor an offer still within its hold. A trial request holds
 * no seat: a trial is one visit, not a place in the class (issue 28).
 */
async function siteClasses(
  db: Database,
  now: Date,
  today: string,
  closures: readonly StudioClosure[],
): Promise<PublicSiteClass[]> {
  // Holidays and the studio's closures are never offered as a trial day (issue 40).
  const closed = closedDatesAhead(
    today,
    chileanHolidaysBetween(today, addDays(today, TRIAL_DAYS_AHEAD)),
    closures,
  );
  const classes = await listClasses(db, { statuses: PUBLIC_CLASS_STATUSES });
  const ids = classes.map((c) => c.id);
  const [schedules, assignments, counts, promised] = await Promise.all([
    schedulesOfClasses(db, ids),
    assignmentsOfClasses(db, ids),
    openEnrollmentCounts(db, ids),
    seatsPromisedToWaitlist(db, ids, now.toISOString()),
  ]);
  const schedulesByClass = groupBy(schedules, (s) => s.classId);
  const teachersByClass = groupBy(assignments, (a) => a.classId);
  return classes.map((c) => {
    const own = sortSchedules(schedulesByClass.get(c.id) ?? []);
    const taken = (counts.byClass.get(c.id) ?? 0) + (promised.get(c.id) ?? 0);
    const seatsLeft = Math.max(0, c.maxStudents - taken);
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      type: c.type,
      level: c.level,
      minAge: c.minAge,
      maxAge: c.maxAge,
      price: c.showPrice ? c.price : null,
      durationHours: c.durationHours,
      teacherNames: (teachersByClass.get(c.id) ?? []).map(fullNameOf),
      schedules: own.map((s) => {
        const end = scheduleEndTime(s.startHour, s.startMinute, c.durationHours);
        return {
          dayOfWeek: s.dayOfWeek,
          startHour: s.startHour,
          startMinute: s.startMinute,
          endHour: end.hour,
          endMinute: end.minute,
        };
      }),
      seatsLeft,
      waitlist: seatsLeft === 0,
      nextSessions: nextSessionDates(
        own.map((s) => s.dayOfWeek),
        today,
        6,
        closed,
      ),
    };
  });
}

/**
 * GET /api/public/site: what the page shows, from the published settings. Nothing personal:
 * teachers by name, classes by seat count, never a student.
 */
export async function publicSite(db: Database, now: Date): Promise<PublicSiteResponse> {
  const { settings, today } = await loadStudio(db, now);
  const { studio, site } = settings;
  const photoIds = [
    ...(site.heroPhotoId ? [site.heroPhotoId] : []),
    ...site.aboutPhotoIds,
    ...site.galleryPhotoIds,
  ];
  const [classes, photos] = await Promise.all([
    siteClasses(db, now, today, settings.attendance.closures),
    photosWithFiles(db, photoIds),
  ]);
  const byId = new Map(photos.filter((p) => p.files.length > 0).map((p) => [p.id, photoView(p)]));
  const pick = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const photo = byId.get(id);
      return photo ? [photo] : [];
    });
  return {
    texts: resolveSiteTexts(studio, site),
    facts:
      site.showFacts && (site.factsTitle || site.facts.length > 0)
        ? { title: site.factsTitle, items: site.facts }
        : null,
    sections: {
      classes: site.showClasses,
      about: site.showAbout,
      gallery: site.showGallery,
      contact: site.showContact,
    },
    photos: {
      hero: (site.heroPhotoId && byId.get(site.heroPhotoId)) || null,
      about: pick(site.aboutPhotoIds),
      gallery: pick(site.galleryPhotoIds),
    },
    contact: publicContact(studio),
    classes,
    privacyNoticeVersion: await currentNoticeVersion(db),
  };
}

/** Width link previews are drawn at (Open Graph's recommended 1200 × 630). */
const PREVIEW_WIDTH = 1200;

/** The public page's title, description and preview photo, from the published settings. */
export async function pageHead(db: Database, now: Date): Promise<PageHead> {
  const { settings } = await loadStudio(db, now);
  const texts = resolveSiteTexts(settings.studio, settings.site);
  const heroId = settings.site.heroPhotoId;
  const [hero] = heroId ? await photosWithFiles(db, [heroId]) : [];
  // Sizes come smallest first: the first as wide as a preview, else the largest there is.
  const file = hero?.files.find((f) => f.width >= PREVIEW_WIDTH) ?? hero?.files.at(-1);
  return {
    title: texts.pageTitle,
    description: texts.pageDescription,
    siteName: texts.studioName,
    imagePath: file ? photoUrl(file.hash) : null,
    imageAlt: file ? (hero?.alt ?? null) : null,
    imageWidth: file?.width ?? null,
    imageHeight: file?.height ?? null,
  };
}

/** The library of photos the page may use (Settings → Página pública). */
export async function listPhotos(ctx: AppContext): Promise<PublicPhoto[]> {
  return (await photosWithFiles(ctx.db)).map(photoView);
}

/** Stores an uploaded photo, re-encoded, with its alt text (required: visitors with screen readers). */
export async function uploadPhoto(
  ctx: AppContext,
  user: AuthUser,
  input: Buffer,
  alt: string,
): Promise<PublicPhoto> {
  const encoded = await encodePhoto(input);
  const id = await writeTransaction(ctx, async (trx, at) => {
    const largest = encoded.files[encoded.files.length - 1];
    // The same picture uploaded again is the photo already stored (its sizes are named by
    // content), with the new alt text.
    const existing = largest ? await photoFile(trx, largest.hash) : undefined;
    if (existing) {
      const photoId = await photoIdOfFile(trx, existing.hash);
      if (photoId !== undefined) {
        await updatePhotoAlt(trx, photoId, alt);
        return photoId;
      }
    }
    const newId = await insertPhoto(
      trx,
      { alt, width: encoded.width, height: encoded.height, createdBy: user.id, at },
      encoded.files,
    );
    await writeAudit(trx, {
      userId: user.id,
      action: "create",
      entity: "site-photo",
      entityId: newId,
      after: { alt, width: encoded.width, height: encoded.height },
      at,
    });
    return newId;
  });
  const [photo] = await photosWithFiles(ctx.db, [id]);
  if (!photo) throw photoNotFound(id);
  return photoView(photo);
}

export async function changePhotoAlt(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  alt: string,
): Promise<PublicPhoto> {
  await writeTransaction(ctx, async (trx, at) => {
    if (!(await updatePhotoAlt(trx, id, alt))) throw photoNotFound(id);
    await writeAudit(trx, {
      userId: user.id,
      action: "update",
      entity: "site-photo",
      entityId: id,
      after: { alt },
      at,
    });
  });
  const [photo] = await photosWithFiles(ctx.db, [id]);
  if (!photo) throw photoNotFound(id);
  return photoView(photo);
}

export async function removePhoto(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await writeTransaction(ctx, async (trx, at) => {
    if (!(await deletePhoto(trx, id))) throw photoNotFound(id);
    await writeAudit(trx, {
      userId: user.id,
      action: "delete",
      entity: "site-photo",
      entityId: id,
      at,
    });
  });
}

const photoNotFound = (id: number) => failure("SITE_PHOTO_NOT_FOUND", { rejectedValue: id });

export { photoFile };
