// The demo studio's public face (issue 40): photos of its own, a published privacy notice and a
// few trial requests waiting in the inbox, so `npm run demo` shows a studio a visitor could
// believe. The photos are the web app's own illustrations (apps/web/public/images/landing) and
// one drawn here, stored through the same encoder as an upload: nothing is downloaded.
import fs from "node:fs";
import path from "node:path";
import {
  addDays,
  closedDatesAhead,
  type DayOfWeek,
  defaultPrivacyNotice,
  nextSessionDates,
  type Settings,
} from "@nova/domain";
import sharp from "sharp";
import type { Database } from "../apps/server/src/db/database.ts";
import { encodePhoto } from "../apps/server/src/modules/site/photo-encoding.ts";
import { insertPhoto } from "../apps/server/src/modules/site/site.repository.ts";
import { chileanHolidaysBetween } from "../apps/server/src/records/classes/holidays.ts";

const ILLUSTRATIONS = path.resolve(import.meta.dirname, "../apps/web/public/images/landing");

/** The studio's front door, drawn: a street, the door, the sign with its name. */
function frontSvg(name: string): string {
  const sign = name.replace(/[<&>]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d7c3"/><stop offset="1" stop-color="#f3ece6"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <rect x="140" y="170" width="920" height="620" fill="#efe4da" stroke="#c9b3a3" stroke-width="6"/>
  <rect x="140" y="170" width="920" height="120" fill="#8c2f5a"/>
  <text x="600" y="250" font-family="Georgia, serif" font-size="64" fill="#fff3f7" text-anchor="middle">${sign}</text>
  <rect x="220" y="360" width="300" height="240" fill="#b9d4e3" stroke="#6d4c5c" stroke-width="8"/>
  <line x1="370" y1="360" x2="370" y2="600" stroke="#6d4c5c" stroke-width="6"/>
  <rect x="680" y="360" width="300" height="430" fill="#5c1d3d"/>
  <circle cx="940" cy="580" r="10" fill="#f3b6d2"/>
  <g fill="#5c1d3d" opacity=".8"><circle cx="300" cy="450" r="18"/><rect x="290" y="470" width="20" height="80" rx="10"/>
  <circle cx="440" cy="440" r="18"/><rect x="430" y="460" width="20" height="90" rx="10" transform="rotate(12 440 500)"/></g>
  <rect y="790" width="1200" height="110" fill="#b7a597"/>
  <rect x="80" y="600" width="40" height="190" fill="#6b8f5a" rx="18"/><circle cx="100" cy="580" r="60" fill="#7fa56b"/>
  <rect x="1080" y="620" width="36" height="170" fill="#6b8f5a" rx="16"/><circle cx="1098" cy="600" r="55" fill="#7fa56b"/>
</svg>`;
}

async function storePhoto(db: Database, svg: Buffer, alt: string, adminId: number, at: string) {
  const png = await sharp(svg, { density: 200 }).resize({ width: 1600 }).png().toBuffer();
  const photo = await encodePhoto(png);
  return insertPhoto(
    db,
    { alt, width: photo.width, height: photo.height, createdBy: adminId, at },
    photo.files,
  );
}

/** Photos, notice and requests; answers the site settings that show the photos. */
export async function seedDemoSite(
  db: Database,
  options: { settings: Settings; adminId: number; today: string },
): Promise<Pick<Settings["site"], "heroPhotoId" | "aboutPhotoIds" | "galleryPhotoIds">> {
  const { settings, adminId, today } = options;
  const at = `${today}T12:00:00.000Z`;
  const file = (name: string) => fs.readFileSync(path.join(ILLUSTRATIONS, name));
  const heroPhotoId = await storePhoto(
    db,
    file("hero.svg"),
    "Bailarina en arabesque bajo un foco de luz",
    adminId,
    at,
  );
  const aboutPhotoIds = [
    await storePhoto(
      db,
      Buffer.from(frontSvg(settings.studio.name)),
      `La entrada de ${settings.studio.name}`,
      adminId,
      at,
    ),
    await storePhoto(
      db,
      file("about-studio.svg"),
      "Sala del estudio con barra y espejos",
      adminId,
      at,
    ),
  ];
  const galleryPhotoIds = [
    await storePhoto(
      db,
      file("gallery-ballet.svg"),
      "Alumna de ballet en pleno salto",
      adminId,
      at,
    ),
    await storePhoto(db, file("gallery-hiphop.svg"), "Clase de hip hop juvenil", adminId, at),
    await storePhoto(db, file("gallery-salsa.svg"), "Pareja bailando salsa", adminId, at),
  ];

  // The studio's own notice, published: the trial form's consent links to it.
  await db
    .insertInto("privacy_notices")
    .values({
      version: 1,
      text: defaultPrivacyNotice(
        settings.studio,
        settings.privacy.retentionYears,
        settings.privacy.requestDeadlineDays,
      ),
      published_at: at,
      published_by: adminId,
    })
    .execute();

  // A few visitors waiting in the inbox: a mother for her daughter, an adult, a teenager.
  const classes = await db
    .selectFrom("classes")
    .select(["id", "name", "min_age", "max_age"])
    .where("status", "=", "active")
    .orderBy("id")
    .execute();
  const fitting = (age: number, style: string) =>
    classes.find(
      (c) =>
        c.name.startsWith(style) &&
        (c.min_age === null || age >= c.min_age) &&
        (c.max_age === null || age <= c.max_age),
    );
  const from = addDays(today, 1);
  const closed = closedDatesAhead(from, chileanHolidaysBetween(from, addDays(from, 40)), []);
  const requests = [
    {
      name: "Amanda Soto Pérez",
      age: 8,
      phone: "+56 9 6123 4567",
      email: "carolina.perez@correo.cl",
      guardian: "Carolina Pérez",
      style: "Ballet",
      message: "Amanda nunca ha bailado, pero le encanta. ¿Hay que llevar zapatillas de ballet?",
      daysAgo: 1,
    },
    {
      name: "Rodrigo Fuentes",
      age: 34,
      phone: "+56 9 7345 1122",
      email: null,
      guardian: null,
      style: "Salsa",
      message: "Quiero empezar con mi pareja, los dos sin experiencia.",
      daysAgo: 2,
    },
    {
      name: "Josefa Muñoz",
      age: 15,
      phone: "+56 9 8456 3344",
      email: "josefa.munoz@correo.cl",
      guardian: "Patricia Rojas",
      style: "Hip Hop",
      message: null,
      daysAgo: 3,
    },
  ];
  for (const r of requests) {
    const cls = fitting(r.age, r.style);
    if (!cls) continue;
    const created = `${addDays(today, -r.daysAgo)}T14:30:00.000Z`;
    const days = await db
      .selectFrom("class_schedules")
      .select("day_of_week")
      .where("class_id", "=", cls.id)
      .execute();
    const sessions = nextSessionDates(
      days.map((d) => d.day_of_week as DayOfWeek),
      from,
      6,
      closed,
    );
    await db
      .insertInto("trial_requests")
      .values({
        class_id: cls.id,
        session_date: sessions[r.daysAgo - 1] ?? addDays(today, 3),
        name: r.name,
        phone: r.phone,
        email: r.email,
        age: r.age,
        guardian_name: r.guardian,
        guardian_phone: r.guardian ? r.phone : null,
        message: r.message,
        waitlist: 0,
        consent_at: created,
        privacy_notice_version: "1",
        status: "NEW",
        notes: null,
        discard_reason: null,
        source_key: `demo-${r.daysAgo}`,
        student_id: null,
        created_at: created,
        contacted_at: null,
        attended_at: null,
        enrolled_at: null,
        updated_at: created,
      })
      .execute();
  }
  return { heroPhotoId, aboutPhotoIds, galleryPhotoIds };
}
