import { expect } from "@playwright/test";
import { todayInSantiago, uniqueTag } from "../support/api";
import { test } from "../support/fixtures";
import { field } from "../support/form";
import { signIn } from "../support/session";

const clp = (n: number) => `$${n.toLocaleString("es-CL")}`;
const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("-");

// Issue 39.7 (decision 0078): the compensation report shows each teacher's gross, retention
// and net for the month, and the owner records the boleta de honorarios she issued.
test("the compensation page shows gross, retention and net, and records a teacher's boleta", async ({
  page,
  request,
  api,
}) => {
  const auth = { Authorization: `Bearer ${api.token}` };
  const tag = uniqueTag();
  const today = todayInSantiago();
  const month = today.slice(0, 7);
  const on = await request.put("/api/settings", {
    headers: auth,
    data: { honorarios: { withholdsRetention: true } },
  });
  expect(on.ok(), await on.text()).toBe(true);
  const teacher = await api.createTeacher({ firstName: "Honoria", lastName: `Boleta${tag}` });
  const rut = await request.put(`/api/teachers/${teacher.id}`, {
    headers: auth,
    data: { rut: "12.345.678-5" },
  });
  expect(rut.ok(), await rut.text()).toBe(true);
  const danceClass = await api.createClass({ name: `Jazz ${tag}`, price: 40000 });
  await api.assignTeacher(teacher.id, danceClass.id);
  await api.paidThisMonth(danceClass.id, { firstName: "Paga", lastName: `Hon${tag}` }, 40000);
  // Her pay is half the class's 40.000; the retention is the year's rate of it.
  const report = await request.get(`/api/honorarios/${month}`, { headers: auth });
  const mine = ((await report.json()) as { teachers: Array<Record<string, number>> }).teachers.find(
    (t) => t.teacherId === teacher.id,
  );
  expect(mine?.gross).toBe(20000);
  const retention = mine?.retention ?? -1;
  expect(retention).toBeGreaterThan(0);
  expect(retention + (mine?.net ?? 0)).toBe(20000);

  await signIn(page);
  await page.goto(`/reports/teacher-compensation?month=${month}`);
  const section = page.getByRole("region", { name: "Boletas de honorarios" });
  // The report's first load reads the month twice (compensation, then honorarios): on a busy
  // shared machine that takes longer than one assertion's wait.
  await expect(section).toBeVisible({ timeout: 30_000 });
  const row = section.getByTestId("honorarios-row").filter({ hasText: `Boleta${tag}` });
  await expect(row.getByTestId("honorarios-gross")).toHaveText(clp(20000));
  await expect(row.getByTestId("honorarios-retention")).toHaveText(clp(retention));
  await expect(row.getByTestId("honorarios-net")).toHaveText(clp(20000 - retention));
  await expect(row).toContainText("RUT 12.345.678-5");
  await expect(row.getByTestId("honorarios-boleta")).toHaveText("Pendiente");

  await row.getByRole("button", { name: "Registrar boleta" }).click();
  const dialog = page.getByRole("dialog", { name: "Boleta de honorarios" });
  // A boleta number is digits: a letter is refused in place.
  await field(dialog, "Número de boleta").fill("12a");
  await dialog.getByRole("button", { name: "Guardar boleta" }).click();
  await expect(dialog.getByText("El número de boleta lleva solo dígitos")).toBeVisible();
  await field(dialog, "Número de boleta").fill("321");
  await dialog.getByRole("button", { name: "Guardar boleta" }).click();
  await expect(dialog).toBeHidden();
  const boleta = row.getByTestId("honorarios-boleta");
  await expect(boleta).toContainText("N° 321");
  await expect(boleta).toContainText(`pagada el ${ddmmyyyy(today)}`);
  await expect(row.getByRole("button", { name: "Corregir boleta" })).toBeVisible();

  // The owner sees the same month on the teacher's page.
  await page.goto(`/teachers/${teacher.id}`);
  const months = page.getByRole("region", { name: "Boletas de honorarios" });
  await expect(months.getByTestId("honorarios-month").first()).toContainText("Boleta N° 321");
});
