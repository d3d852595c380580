import sharp from "sharp";
import { expect, it } from "vitest";
import { adminApi, enroll, insertClass, insertStudent } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import { bumpDataVersion } from "../../db/data-version.ts";

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 120 } },
  })
    .jpeg()
    .toBuffer();
}

describeEachDatabase("public site", (t) => {
  const api = adminApi(t);

  it("shows today's texts by default and the studio's own name everywhere once renamed", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/public/site" })).json();
    expect(before.texts).toMatchObject({
      heroTitle: "Encuentra tu ritmo en NOVA",
      aboutTitle: "Sobre NOVA",
      heroButton: "Reservar clase de prueba",
    });
    expect(before.facts.title).toBe("Más de 10 años de experiencia enseñando a bailar");

    const saved = await api("PUT", "/api/settings", {
      studio: { name: "Estudio Danza Ñuñoa" },
      site: { showFacts: false, tagline: "Ballet en Ñuñoa" },
    });
    expect(saved.statusCode).toBe(200);
    const res = await t.app.inject({ method: "GET", url: "/api/public/site" });
    expect(res.statusCode).toBe(200);
    const site = res.json();
    expect(site.texts).toMatchObject({
      studioName: "Estudio Danza Ñuñoa",
      heroTitle: "Encuentra tu ritmo en Estudio Danza Ñuñoa",
      aboutTitle: "Sobre Estudio Danza Ñuñoa",
      pageTitle: "Estudio Danza Ñuñoa · Ballet en Ñuñoa",
    });
    expect(site.facts).toBeNull();
    expect(res.body).not.toContain("NOVA");
    // A phone adding the page to its home screen names it the same way.
    const manifest = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(manifest.json()).toMatchObject({ name: "Estudio Danza Ñuñoa", start_url: "/" });
  });

  it("lists classes with price only when shown, level, ages, end times and seats left", async () => {
    const shown = await insertClass(t.db, {
      name: "Ballet Niñas",
      price: 28_000,
      maxStudents: 2,
      durationHours: 1.5,
      schedules: [{ dayOfWeek: "MONDAY", startHour: 17, startMinute: 30 }],
    });
    await t.db
      .updateTable("classes")
      .set({ level: "Principiante", min_age: 6, max_age: 10 })
      .where("id", "=", shown)
      .execute();
    const hidden = await insertClass(t.db, { name: "Jazz", price: 31_000, maxStudents: 1 });
    await t.db.updateTable("classes").set({ show_price: 0 }).where("id", "=", hidden).execute();
    await bumpDataVersion(t.db);
    await enroll(
      t.db,
      await insertStudent(t.db, { firstName: "Ana", lastName: "Uno" }),
      shown,
      "2026-08-01",
    );
    await enroll(
      t.db,
      await insertStudent(t.db, { firstName: "Bea", lastName: "Dos" }),
      hidden,
      "2026-08-01",
    );

    const site = (await t.app.inject({ method: "GET", url: "/api/public/site" })).json();
    const ballet = site.classes.find((c: { id: number }) => c.id === shown);
    expect(ballet).toMatchObject({
      price: 28_000,
      level: "Principiante",
      minAge: 6,
      maxAge: 10,
      seatsLeft: 1,
      waitlist: false,
      schedules: [
        { dayOfWeek: "MONDAY", startHour: 17, startMinute: 30, endHour: 19, endMinute: 0 },
      ],
      nextSessions: ["2026-08-17", "2026-08-24", "2026-08-31", "2026-09-07"],
    });
    const jazz = site.classes.find((c: { id: number }) => c.id === hidden);
    expect(jazz).toMatchObject({ price: null, seatsLeft: 0, waitlist: true });
    expect(JSON.stringify(site)).not.toMatch(/Ana|Bea|31000/);
  });

  it("re-encodes an uploaded photo into WebP sizes kept in the database and served by content hash", async () => {
    const upload = await t.app.inject({
      method: "POST",
      url: `/api/site/photos?alt=${encodeURIComponent("Sala con espejos")}`,
      headers: { authorization: await t.authHeader(), "content-type": "image/jpeg" },
      payload: await jpeg(2000, 1000),
    });
    expect(upload.statusCode).toBe(201);
    const photo = upload.json();
    expect(photo).toMatchObject({ alt: "Sala con espejos", width: 1600, height: 800 });
    expect(photo.srcset.split(", ")).toHaveLength(3);
    expect(photo.srcset).toMatch(/ 480w, .* 960w, .* 1600w$/);

    await api("PUT", "/api/settings", { site: { heroPhotoId: photo.id } });
    const site = (await t.app.inject({ method: "GET", url: "/api/public/site" })).json();
    expect(site.photos.hero).toEqual(photo);

    const file = await t.app.inject({ method: "GET", url: photo.src });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(file.rawPayload).metadata()).format).toBe("webp");

    const noAlt = await t.app.inject({
      method: "POST",
      url: "/api/site/photos",
      headers: { authorization: await t.authHeader(), "content-type": "image/jpeg" },
      payload: await jpeg(10, 10),
    });
    expect(noAlt.statusCode).toBe(400);
    const notPhoto = await t.app.inject({
      method: "POST",
      url: "/api/site/photos?alt=Texto",
      headers: { authorization: await t.authHeader(), "content-type": "image/png" },
      payload: Buffer.from("no soy una foto"),
    });
    expect(notPhoto.statusCode).toBe(400);
    expect(notPhoto.json().message).toBe(
      "El archivo debe ser una foto JPEG, PNG o WebP de hasta 10 MB",
    );
    const gif = await t.app.inject({
      method: "POST",
      url: "/api/site/photos?alt=Texto",
      headers: { authorization: await t.authHeader(), "content-type": "image/gif" },
      payload: Buffer.from("GIF89a"),
    });
    expect(gif.statusCode).toBe(415);
  });
});
