import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { AdminApi, todayInSantiago } from "../support/api";
import { loginThroughForm, signIn, submitLoginForm } from "../support/session";
import { teacherWithClass } from "../support/teacher";

// The teacher's phone as an app that survives a reload without network (issue 40.9-10,
// decision 0080): the service worker keeps the console's files and the teacher's own day, the
// attendance page opens offline after a reload with her roster, marks tapped then are sent
// once when the connection returns and the page says how many; her day is deleted on logout,
// and an admin's answers are never kept.

const DAY_CACHE = "nova-teacher-day";

const teacherOffline = (request: APIRequestContext) =>
  teacherWithClass(request, {
    teacherLastName: "Sin red",
    className: "Contemporáneo sin red",
    studentFirstNames: ["Daniela", "Emilio", "Florencia"],
    studentLastName: "Offline",
    username: "sinred",
    startHour: 19,
    startMinute: 30,
  });

/** The API answers the service worker kept, as paths with their query (session left out). */
const keptAnswers = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      url.searchParams.delete("nova-session");
      return `${url.pathname}${url.search}`;
    });
  }, DAY_CACHE);

const choice = (page: Page, student: string, status: string) =>
  page.getByRole("group", { name: `Asistencia de ${student}` }).getByText(status, { exact: true });

test.describe("the teacher's phone offline", () => {
  // The suite blocks the worker elsewhere (playwright.config.ts): here it is what is tested.
  test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: "allow" });

  test("reloads offline with her roster; marks tapped then are sent once, counted", async ({
    page,
    context,
    request,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const s = await teacherOffline(request);
    const [daniela, emilio, florencia] = s.students;
    if (!daniela || !emilio || !florencia) throw new Error("faltan estudiantes");
    await submitLoginForm(page, s.teacher);
    await expect(page).toHaveURL(/\/asistencia$/);
    await expect(page.getByRole("heading", { name: s.className })).toBeVisible();

    // The worker takes over on the first visit and keeps her day: today and the next six.
    await page.evaluate(() => navigator.serviceWorker.ready);
    const today = todayInSantiago();
    await expect
      .poll(async () => (await keptAnswers(page)).filter((u) => u.startsWith("/api/sessions")))
      .toHaveLength(7);
    const kept = await keptAnswers(page);
    expect(kept).toContain(`/api/sessions?date=${today}`);
    expect(kept).toContain("/api/auth/me");
    // Nothing else of the API.
    expect(kept.every((u) => /^\/api\/(sessions\?date=|auth\/me$|teachers\/me$)/.test(u))).toBe(
      true,
    );

    const puts: string[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "PUT" && response.url().includes("/attendance")) {
        puts.push(`${response.status()} ${response.request().headers()["idempotency-key"]}`);
      }
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: s.className })).toBeVisible();
    for (const student of s.students) {
      await expect(
        page.getByRole("group", { name: `Asistencia de ${student.fullName}` }),
      ).toBeVisible();
    }
    await choice(page, daniela.fullName, "Presente").click();
    await choice(page, emilio.fullName, "Atraso").click();
    await choice(page, florencia.fullName, "Justificado").click();
    await expect(page.getByTestId("pendientes")).toContainText(
      "Sin conexión: 3 marcas guardadas en este teléfono",
    );
    // Every button fits at 360 px: none sticks out of the page.
    const overflowing = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll("main button, main label, main a, header button, header a"),
      )
        .filter((el) => {
          const box = el.getBoundingClientRect();
          const outside = box.right > window.innerWidth + 0.5 || box.left < -0.5;
          // Its text wider than its box: cut or spilling over its neighbours.
          const spilling = el.scrollWidth > el.clientWidth + 1;
          return box.width > 1 && box.height > 1 && (outside || spilling);
        })
        .map((el) => el.textContent?.trim() ?? el.tagName),
    );
    expect(overflowing).toEqual([]);
    await page.screenshot({ path: "test-results/teacher-offline-360.png", fullPage: true });
    expect(puts).toEqual([]);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    // The outbox's status line (her page also shows her honorarios' status badges, issue 39).
    await expect(page.getByRole("status").filter({ hasText: /marcas?\b/ })).toContainText(
      "Se enviaron 3 marcas. Todo guardado.",
    );
    expect(puts).toHaveLength(3);
    expect(puts.every((line) => line.startsWith("200 "))).toBe(true);
    expect(new Set(puts).size).toBe(3);

    // The server has each mark once: three marks in the session's audit trail, one per student.
    const day = await s.admin.get<{
      sessions: {
        classId: number;
        startTime: string;
        students: { id: number; status: string | null }[];
      }[];
    }>(`/api/sessions?date=${today}`);
    const session = day.sessions.find((x) => x.classId === s.classId);
    expect(session?.students.map((x) => [x.id, x.status])).toEqual([
      [daniela.id, "PRESENT"],
      [emilio.id, "LATE"],
      [florencia.id, "EXCUSED"],
    ]);
    const sessionId = `${s.classId}|${today}|${session?.startTime}`;
    const trail = await s.admin.get<{ action: string }[]>(
      `/api/audit?entity=attendance&entityId=${encodeURIComponent(sessionId)}`,
    );
    expect(trail.map((entry) => entry.action)).toEqual(["mark", "mark", "mark"]);
    expect(errors).toEqual([]);

    // Logging out deletes her day from the phone.
    await page.getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await keptAnswers(page)).toEqual([]);
  });

  test("an admin's answers are never kept", async ({ page, request }) => {
    await AdminApi.signIn(request);
    await loginThroughForm(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto("/asistencia");
    await expect(page.getByRole("heading", { name: "Asistencia", exact: true })).toBeVisible();
    await page.goto("/payments");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await keptAnswers(page)).toEqual([]);
  });
  test("a new build announces itself and takes over when asked", async ({ page }) => {
    // A `git pull && npm start` as the browser sees it: the server's sw.js changes.
    const worker = fileURLToPath(new URL("../../apps/web/dist/sw.js", import.meta.url));
    const original = readFileSync(worker);
    const copies = [".br", ".gz"]
      .map((ext) => `${worker}${ext}`)
      .filter((file) => existsSync(file));
    await signIn(page);
    await page.goto("/dashboard");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    try {
      // The compressed copies would still be the old build's: set aside while it runs.
      for (const file of copies) renameSync(file, `${file}.antes`);
      writeFileSync(worker, Buffer.concat([original, Buffer.from("\n// nueva versión\n")]));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const notice = page.getByText("Hay una nueva versión de NOVA.");
      await expect(notice).toBeVisible({ timeout: 15_000 });
      await page.evaluate(() => {
        (window as unknown as { antes: boolean }).antes = true;
      });
      // The page reloads on the new worker: nothing of the old page is left, none waits.
      const reloaded = page.waitForEvent("load");
      await page
        .getByRole("region", { name: /Notificaciones/ })
        .getByRole("button", { name: "Actualizar" })
        .click();
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { antes?: boolean }).antes)).toBe(
        undefined,
      );
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting === null && navigator.serviceWorker.controller !== null;
          }),
        )
        .toBe(true);
      await expect(notice).toHaveCount(0);
    } finally {
      writeFileSync(worker, original);
      for (const file of copies) if (existsSync(`${file}.antes`)) renameSync(`${file}.antes`, file);
    }
  });
});
