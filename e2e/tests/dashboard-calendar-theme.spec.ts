import { expect, type Page } from "@playwright/test";
import { todayInSantiago } from "../support/api";
import { seriousViolations } from "../support/axe";
import { test } from "../support/fixtures";
import { clp } from "../support/money";
import { signIn } from "../support/session";

/** "$1.234.567" back to 1234567. */
const pesos = (text: string) => Number(text.replace(/\D/g, ""));

function kpi(page: Page, label: string) {
  return page
    .getByRole("region", { name: "Indicadores" })
    .getByText(label, { exact: true })
    .locator("xpath=ancestor::div[contains(@class,'rounded-xl')][1]");
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the dashboard's revenue, student count, chart total and birthday banner follow a new student and payment", async ({
  page,
  api,
  tag,
}) => {
  // The browser suite shares one database, so the figures are checked by what this test adds:
  // one active student enrolled in one class and one payment of 31.234 dated today for this
  // month. Revenue of the month and the chart's total grow by exactly 31.234, students by 1.
  await page.goto("/dashboard");
  const revenueCard = kpi(page, "Ingresos del mes");
  // The first dashboard of a fresh server computes everything cold: allow it time.
  await expect(revenueCard).toBeVisible({ timeout: 20_000 });
  const revenueBefore = pesos((await revenueCard.locator("p.font-display").textContent()) ?? "");
  const studentsBefore = Number(
    await kpi(page, "Estudiantes activos").locator("p.font-display").textContent(),
  );
  const chartTotal = page.getByTestId("revenue-total");
  const chartBefore =
    (await chartTotal.count()) > 0 ? pesos((await chartTotal.textContent()) ?? "") : 0;

  const today = todayInSantiago();
  // Born today twenty years ago: her birthday is today and she turns 20.
  const birthDate = `${Number(today.slice(0, 4)) - 20}${today.slice(4)}`;
  const student = await api.createStudent({
    firstName: `Dani${tag}`,
    lastName: "Cumple",
    birthDate,
  });
  const cls = await api.createClass({ name: `Tap ${tag}`, price: 31_234 });
  await api.enroll(student.id, cls.id, today);
  await api.createPayment({
    studentId: student.id,
    classId: cls.id,
    amount: 31_234,
    paymentMonth: today.slice(0, 7),
    paymentDate: today,
  });

  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(revenueCard).toContainText(clp(revenueBefore + 31_234));
  await expect(kpi(page, "Estudiantes activos")).toContainText(String(studentsBefore + 1));
  await expect(chartTotal).toHaveText(clp(chartBefore + 31_234));

  const banner = page.getByRole("region", { name: "Cumpleaños" });
  await expect(banner).toContainText(`Dani${tag} Cumple cumple 20 años`);
  await expect(banner.getByRole("link", { name: `Dani${tag} Cumple` })).toHaveAttribute(
    "href",
    `/students/${student.id}`,
  );
  // Recent activity lists the newest payment first.
  await expect(page.getByRole("link", { name: `Dani${tag} Cumple` }).last()).toBeVisible();
  // The chart's figures are also a table for screen readers.
  await expect(page.locator("figure table caption", { hasText: "Ingresos por Mes" })).toHaveCount(
    1,
  );
});

test("the calendar puts a class at its slot and lists classes that meet at once one under another", async ({
  page,
  api,
  tag,
}) => {
  const teacher = await api.createTeacher({ firstName: `Cal${tag}`, lastName: "Endario" });
  // Sunday: A 07:00–08:30 and B 08:00–09:00 overlap; C 10:00–11:00 stands alone.
  const a = await api.createClass({
    name: `Salsa A ${tag}`,
    type: "SALSA",
    durationHours: 1.5,
    schedules: [{ dayOfWeek: "SUNDAY", startHour: 7, startMinute: 0 }],
  });
  const b = await api.createClass({
    name: `Jazz B ${tag}`,
    type: "JAZZ",
    durationHours: 1,
    schedules: [{ dayOfWeek: "SUNDAY", startHour: 8, startMinute: 0 }],
  });
  const c = await api.createClass({
    name: `Ballet C ${tag}`,
    type: "BALLET",
    durationHours: 1,
    schedules: [{ dayOfWeek: "SUNDAY", startHour: 10, startMinute: 0 }],
  });
  for (const cls of [a, b, c]) await api.assignTeacher(teacher.id, cls.id);

  await page.goto("/classes/calendar");
  await page.getByLabel("Profesora", { exact: true }).selectOption({ label: `Cal${tag} Endario` });
  const grid = page.getByTestId("week-grid");
  const blocks = grid.getByTestId("calendar-block");
  await expect(blocks).toHaveCount(3);

  const sunday = grid.locator('[data-day="SUNDAY"]');
  const column = await sunday.boundingBox();
  const blockA = await blocks.filter({ hasText: `Salsa A ${tag}` }).boundingBox();
  const blockB = await blocks.filter({ hasText: `Jazz B ${tag}` }).boundingBox();
  const blockC = await blocks.filter({ hasText: `Ballet C ${tag}` }).boundingBox();
  if (!column || !blockA || !blockB || !blockC) throw new Error("calendar blocks not drawn");

  // The hours start at the first class shown (07:00, not 06:00) and end with the last (11:00).
  await expect(grid.getByText("07:00", { exact: true })).toBeVisible();
  await expect(grid.getByText("06:00", { exact: true })).toHaveCount(0);
  await expect(grid.getByText("11:00", { exact: true })).toHaveCount(0);
  // One hour is 3.5 rem = 56 px; the grid starts at 07:00, so 10:00 is 3 h = 168 px down.
  expect(blockC.y - column.y).toBeCloseTo(168, 0);
  expect(blockC.height).toBeCloseTo(56, 0);
  // Widths within 2 px: a block keeps 1 px of air on each side.
  expect(Math.abs(blockC.width - column.width)).toBeLessThanOrEqual(2);
  await expect(blocks.filter({ hasText: `Ballet C ${tag}` })).toContainText("10:00 - 11:00");
  // A and B share the hour 08:00–08:30: listed one under another, each the column's width
  // (side by side they got half a seventh of the screen and their names could not be read).
  await expect(sunday.getByRole("list", { name: "2 clases a la vez" })).toBeVisible();
  expect(Math.abs(blockA.width - column.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(blockB.width - column.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(blockB.x - blockA.x)).toBeLessThanOrEqual(1);
  expect(blockB.y).toBeGreaterThanOrEqual(blockA.y + blockA.height - 1);
  await expect(blocks.filter({ hasText: `Salsa A ${tag}` }).getByRole("link")).toHaveAttribute(
    "href",
    `/classes/${a.id}`,
  );

  // On a phone the week becomes a list of days.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(grid).toBeHidden();
  const list = page.getByTestId("day-list");
  await expect(list.getByRole("region", { name: "Domingo" }).getByRole("link")).toHaveCount(3);
});

test("dark mode toggles, is remembered and is applied before the app's code runs", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/dashboard");
  const toggle = page.getByRole("button", { name: /^Tema:/ });
  await expect(toggle).toHaveAttribute("data-theme-choice", "system");
  await toggle.click(); // system → light
  await toggle.click(); // light → dark
  await expect(toggle).toHaveAttribute("data-theme-choice", "dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const darkCanvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkCanvas).toBe("rgb(20, 17, 20)");

  // With the app's JavaScript blocked, the page still gets the dark class and colours: the
  // head script applies the choice before anything is drawn, so a reload cannot flash.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(20, 17, 20)",
  );
  await page.unroute(/\/assets\/.*\.js$/);

  await page.reload();
  await page.getByRole("button", { name: /^Tema:/ }).click(); // dark → system
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("nova_theme"))).toBeNull();
});

const PAGES = [
  "/dashboard",
  "/reports",
  "/reports/outstanding-payments",
  "/reports/teacher-compensation",
  "/reports/teacher-compensation/print",
  "/reports/financial",
  "/settings",
  "/classes/calendar",
];

for (const theme of ["light", "dark"] as const) {
  test(`the dashboard, reports, settings and calendar have no serious axe violation in ${theme} mode`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript((choice) => localStorage.setItem("nova_theme", choice), theme);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
  });
}
