import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { todayInSantiago } from "../support/api";
import { seriousViolations } from "../support/axe";
import { type Credentials, submitLoginForm } from "../support/session";
import { teacherWithClass } from "../support/teacher";

// Teachers marking attendance from the phone (issue 27): a teacher's login lands on her
// sessions, marks taken without a connection wait on the phone and are saved once when it
// returns, a holiday has no session, and two absences put a student on the at-risk list.

const studio = (request: APIRequestContext) =>
  teacherWithClass(request, {
    teacherLastName: "Asistencia",
    className: "Jazz asistencia",
    studentFirstNames: ["Antonia", "Belén", "Catalina"],
    studentLastName: "Prueba",
    username: "profe",
    startHour: 18,
  });

async function loginAsTeacher(page: Page, teacher: Credentials) {
  await submitLoginForm(page, teacher);
  await expect(page).toHaveURL(/\/asistencia$/);
}

const choice = (page: Page, student: string, status: string) =>
  page.getByRole("group", { name: `Asistencia de ${student}` }).getByText(status, { exact: true });

test.describe("attendance", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a teacher marks a session offline; back online it is saved once", async ({
    page,
    context,
    request,
  }) => {
    const s = await studio(request);
    const [antonia, belen] = s.students;
    if (!antonia || !belen) throw new Error("faltan estudiantes");
    await loginAsTeacher(page, s.teacher);
    await expect(page.getByRole("heading", { name: s.className })).toBeVisible();

    const saved: string[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "PUT" && response.url().includes("/attendance")) {
        saved.push(`${response.status()} ${response.request().headers()["idempotency-key"]}`);
      }
    });

    await context.setOffline(true);
    await choice(page, antonia.fullName, "Presente").click();
    await choice(page, belen.fullName, "Ausente").click();
    const pending = page.getByTestId("pendientes");
    await expect(pending).toContainText("Sin conexión: 2 marcas guardadas en este teléfono");
    await expect(choice(page, antonia.fullName, "Presente")).toBeVisible();
    expect(saved).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText("Todo guardado.")).toBeVisible();
    expect(saved).toHaveLength(2);
    expect(saved.every((line) => line.startsWith("200 "))).toBe(true);
    expect(new Set(saved).size).toBe(2);

    const day = await s.admin.get<{
      sessions: { classId: number; students: { id: number; status: string | null }[] }[];
    }>(`/api/sessions?date=${todayInSantiago()}`);
    const session = day.sessions.find((x) => x.classId === s.classId);
    expect(session?.students.map((x) => [x.id, x.status])).toEqual([
      [antonia.id, "PRESENT"],
      [belen.id, "ABSENT"],
      [s.students[2]?.id, null],
    ]);

    // The marks survive a reload, and the page passes axe at phone width.
    await page.reload();
    await expect(choice(page, antonia.fullName, "Presente")).toBeVisible();
    await expect(
      page.getByRole("radio", { name: "Presente", checked: true }).first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a public holiday has no session", async ({ page, request }) => {
    const s = await studio(request);
    await loginAsTeacher(page, s.teacher);
    await page.getByLabel("Fecha").fill("2026-12-08");
    await expect(page.getByText("Hoy no hay clases")).toBeVisible();
    await expect(page.getByText(/El estudio está cerrado: .*[Ii]nmaculada/)).toBeVisible();
    await expect(page.getByRole("heading", { name: s.className })).toHaveCount(0);
    // The studio's screens are not hers.
    await page.goto("/dashboard");
    await expect(page.getByText("No tiene permiso para ver esta página")).toBeVisible();
  });

  test("two absences in a row put a student on the at-risk list of the dashboard", async ({
    page,
    request,
  }) => {
    const s = await studio(request);
    const catalina = s.students[2];
    if (!catalina) throw new Error("falta la estudiante");
    // Her last two sessions (the class meets every day; holidays have none).
    const dates: string[] = [];
    for (let back = 0; dates.length < 2 && back < 10; back++) {
      const date = new Date(`${todayInSantiago()}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() - back);
      const iso = date.toISOString().slice(0, 10);
      const day = await s.admin.get<{ sessions: { classId: number }[] }>(
        `/api/sessions?date=${iso}`,
      );
      if (day.sessions.some((x) => x.classId === s.classId)) dates.push(iso);
    }
    for (const date of dates) {
      const response = await request.put(`/api/sessions/${s.classId}/${date}/attendance`, {
        headers: {
          Authorization: `Bearer ${s.admin.token}`,
          "Idempotency-Key": `riesgo-${date}-${s.classId}`,
        },
        data: { marks: [{ studentId: catalina.id, status: "ABSENT" }] },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    const token = s.admin.token;
    await page.addInitScript((value) => {
      if (!window.localStorage.getItem("nova_crm_token")) {
        window.localStorage.setItem("nova_crm_token", value);
      }
    }, token);
    await page.goto("/dashboard");
    const card = page.getByRole("list", { name: "Estudiantes en riesgo" });
    await expect(card.getByRole("link", { name: catalina.fullName })).toBeVisible();
    await expect(card).toContainText("Dos ausencias seguidas sin justificar");
    expect(await seriousViolations(page)).toEqual([]);

    // Her page shows the absences; the class page and the report pass axe too.
    await page.goto(`/students/${catalina.id}`);
    const attendance = page.getByRole("region", { name: "Asistencia (últimas 8 semanas)" });
    await expect(attendance).toContainText("dos ausencias seguidas");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/classes/${s.classId}`);
    await expect(page.getByRole("region", { name: "Asistencia y ocupación" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/reports/attendance");
    await expect(
      page.getByRole("list", { name: "Asistencia por clase" }).getByText(s.className),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
