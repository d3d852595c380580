import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import { bumpDataVersion } from "../../db/data-version.ts";

/** A built web app of one index.html, the head the build writes. */
function indexOnlyDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-head-"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html>\n<html lang="es">\n  <head>\n    <meta name="description" content="Estudio de danza" />\n    <title>Estudio de danza</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  return dir;
}

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 120 } },
  })
    .jpeg()
    .toBuffer();
}

describeEachDatabase(
  "public site",
  (t) => {
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
      const shown = await t.seed.class({
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
      const hidden = await t.seed.class({ name: "Jazz", price: 31_000, maxStudents: 1 });
      await t.db.updateTable("classes").set({ show_price: 0 }).where("id", "=", hidden).execute();
      await bumpDataVersion(t.db);
      await t.seed.enrolledStudent(shown, { firstName: "Ana", lastName: "Uno" }, "2026-08-01");
      await t.seed.enrolledStudent(hidden, { firstName: "Bea", lastName: "Dos" }, "2026-08-01");

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

    /** Sends a file to the studio's photos as the admin, with the content type given. */
    const upload = async (url: string, contentType: string, payload: Buffer) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { authorization: await t.authHeader(), "content-type": contentType },
        payload,
      });

    it("re-encodes an uploaded photo into WebP sizes kept in the database and served by content hash", async () => {
      const uploaded = await upload(
        `/api/site/photos?alt=${encodeURIComponent("Sala con espejos")}`,
        "image/jpeg",
        await jpeg(2000, 1000),
      );
      expect(uploaded.statusCode).toBe(201);
      const photo = uploaded.json();
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

      const noAlt = await upload("/api/site/photos", "image/jpeg", await jpeg(10, 10));
      expect(noAlt.statusCode).toBe(400);
      const notPhoto = await upload(
        "/api/site/photos?alt=Texto",
        "image/png",
        Buffer.from("no soy una foto"),
      );
      expect(notPhoto.statusCode).toBe(400);
      expect(notPhoto.json().message).toBe(
        "El archivo debe ser una foto JPEG, PNG o WebP de hasta 10 MB",
      );
      const gif = await upload("/api/site/photos?alt=Texto", "image/gif", Buffer.from("GIF89a"));
      expect(gif.statusCode).toBe(415);
    });

    it("counts a seat promised to the waitlist as taken, and a trial request as none", async () => {
      const klass = await t.seed.class({
        name: "Contemporáneo Cupos",
        price: 30_000,
        maxStudents: 3,
        schedules: [{ dayOfWeek: "TUESDAY", startHour: 19, startMinute: 0 }],
      });
      await t.seed.enrolledStudent(klass, { firstName: "Clara", lastName: "Cupo" }, "2026-08-01");
      await bumpDataVersion(t.db);
      const seats = async () =>
        (await t.app.inject({ method: "GET", url: "/api/public/site" }))
          .json()
          .classes.find((c: { id: number }) => c.id === klass);
      expect(await seats()).toMatchObject({ seatsLeft: 2, waitlist: false });

      // A visitor's trial request: one visit, no seat.
      const trial = await t.app.inject({
        method: "POST",
        url: "/api/public/trial-requests",
        remoteAddress: "10.7.7.7",
        payload: {
          classId: klass,
          sessionDate: "2026-08-18",
          name: "Visita Prueba",
          phone: "+56 9 1111 2222",
          age: 30,
          consent: true,
          fillMs: 10_000,
        },
      });
      expect(trial.statusCode).toBe(201);
      expect(await seats()).toMatchObject({ seatsLeft: 2 });

      // Two people on the waitlist: the freed seats are theirs first.
      const first = await api("POST", `/api/classes/${klass}/waitlist`, {
        name: "Espera Uno",
        phone: "+56 9 3333 4444",
      });
      expect(first.statusCode).toBe(201);
      const second = await api("POST", `/api/classes/${klass}/waitlist`, {
        name: "Espera Dos",
        phone: "+56 9 5555 6666",
      });
      expect(await seats()).toMatchObject({ seatsLeft: 0, waitlist: true });

      // An offer holds its seat for its hours; once they pass, the seat is promised no more.
      const [uno, dos] = second.json().entries;
      await api("POST", `/api/classes/${klass}/waitlist/${dos.id}`, { action: "remove" });
      await api("POST", `/api/classes/${klass}/waitlist/${uno.id}`, { action: "offer" });
      expect(await seats()).toMatchObject({ seatsLeft: 1, waitlist: false });
      await t.db
        .updateTable("class_waitlist")
        .set({ hold_until: "2026-08-15T14:59:00.000Z" })
        .where("id", "=", uno.id)
        .execute();
      await bumpDataVersion(t.db);
      expect(await seats()).toMatchObject({ seatsLeft: 2 });
    });

    it("writes the page's title, description and preview photo into the HTML of /", async () => {
      await api("PUT", "/api/settings", {
        studio: { name: "Estudio <Ñuñoa> & Co" },
        site: { tagline: 'Ballet "adultas"', heroText: "Clases para todas" },
      });
      const uploaded = await upload(
        `/api/site/photos?alt=${encodeURIComponent("Sala con barra")}`,
        "image/jpeg",
        await jpeg(2400, 1260),
      );
      const photo = uploaded.json();
      await api("PUT", "/api/settings", { site: { heroPhotoId: photo.id } });

      const res = await t.app.inject({ method: "GET", url: "/", headers: { host: "otro.host" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      const html = res.body;
      const title = "Estudio &lt;Ñuñoa&gt; &amp; Co · Ballet &quot;adultas&quot;";
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toContain(
        '<meta name="description" content="Estudio &lt;Ñuñoa&gt; &amp; Co: Clases para todas" />',
      );
      // Absolute addresses from PUBLIC_URL, never from the request's Host.
      expect(html).toContain('<link rel="canonical" href="https://danza.example/" />');
      const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
      expect(image).toMatch(/^https:\/\/danza\.example\/api\/public\/photos\/[0-9a-f]{64}$/);
      expect(photo.srcset).toContain(`${image.replace("https://danza.example", "")} 1600w`);
      expect(html).toContain('<meta property="og:image:alt" content="Sala con barra" />');
      expect(html).not.toContain("otro.host");
      expect(html).toContain('<div id="root"></div>');
    });
  },
  { publicUrl: "https://danza.example", webDist: indexOnlyDist() },
);

describeEachDatabase(
  "public site without PUBLIC_URL",
  (t) => {
    it("names no address taken from the request's Host in the page's head (issue 35)", async () => {
      const api = adminApi(t);
      await api("PUT", "/api/settings", { studio: { name: "Estudio Sin Dirección" } });
      const pages = [];
      for (const host of ["evil.example", "otro.host:8080"]) {
        const res = await t.app.inject({ method: "GET", url: "/", headers: { host } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain("<title>Estudio Sin Dirección");
        expect(res.body).not.toContain(host.split(":")[0]);
        // No canonical or preview address at all: none is known.
        expect(res.body).not.toContain('rel="canonical"');
        expect(res.body).not.toContain("og:url");
        pages.push(res.headers.etag);
      }
      // One page for every Host: written once.
      expect(pages[1]).toBe(pages[0]);
    });
  },
  { webDist: indexOnlyDist() },
);
