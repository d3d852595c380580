import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { AdminApi, todayInSantiago, uniqueTag } from "../support/api";
import { seriousViolations } from "../support/axe";
import { test } from "../support/fixtures";
import { field, openCreateForm, submitExpectingMessages } from "../support/form";
import { signIn } from "../support/session";

/** "$30.000", as the console writes pesos (es-CL). */
// Long journeys with several axe runs: on a loaded CI machine they need more than 30 s.
test.describe.configure({ timeout: 120_000 });

function clp(amount: number): string {
  return `$${amount.toLocaleString("es-CL")}`;
}

/** "2026-11-23" -> "23-11-2026". */
function ddmmyyyy(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}-${month}-${year}`;
}

test("a class from its form to its enrolled students' payments, kept schedules and CSV export", async ({
  page,
  api,
  tag,
}) => {
  const today = todayInSantiago();
  const month = today.slice(0, 7);
  const teacher = await api.createTeacher({
    firstName: "Rocío",
    lastName: `Clase${tag}`,
    isStudioOwner: true,
  });
  const other = await api.createTeacher({ firstName: "Elena", lastName: `Clase${tag}` });
  const ana = await api.createStudent({ firstName: "Ána", lastName: `Núñez${tag}` });
  const bea = await api.createStudent({ firstName: "Bea", lastName: `Ortiz${tag}` });
  await signIn(page);

  // Create the class with two schedules, after the form's messages.
  await openCreateForm(page, "/classes", "Nueva clase");
  await submitExpectingMessages(page, "Crear Clase", [
    "El nombre de la clase es requerido",
    "El precio debe ser mayor a 0",
  ]);
  const name = `Ballet ${tag}`;
  await field(page, "Nombre").fill(name);
  await field(page, "Precio mensual (CLP)").fill("30000");
  await field(page, "Tipo").selectOption({ label: "Ballet Clásico" });
  await page.getByRole("button", { name: "Agregar horario" }).click();
  await field(page, "Día del horario 2").selectOption({ label: "Miércoles" });
  await page.getByLabel("Hora del horario 2").selectOption("19");
  await page.getByLabel("Minuto del horario 2").selectOption("30");
  await page.getByRole("button", { name: "Crear Clase" }).click();

  await expect(page.getByText("Clase creada exitosamente")).toBeVisible();
  await expect(page).toHaveURL(/\/classes\/\d+$/);
  const classId = Number(page.url().split("/").pop());
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();
  const schedules = main.getByRole("region", { name: "Horarios" });
  await expect(schedules).toContainText("Lunes18:00 - 19:30");
  await expect(schedules).toContainText("Miércoles19:30 - 21:00");

  // Assign a teacher through the picker: search, 'Propietaria', then she is listed.
  await main.getByRole("button", { name: "Asignar profesora" }).click();
  const teacherPicker = page.getByRole("dialog", { name: "Asignar profesora" });
  await teacherPicker.getByLabel("Buscar profesora por nombre").fill(`rocio clase${tag}`);
  await expect(teacherPicker.getByText("Propietaria")).toBeVisible();
  // 'Desde' starts at the studio's today; the list then says since when she teaches it.
  await expect(teacherPicker.getByLabel("Desde")).toHaveValue(todayInSantiago());
  await teacherPicker.getByRole("button", { name: `Asignar a ${teacher.fullName}` }).click();
  await expect(page.getByText("Profesora asignada exitosamente")).toBeVisible();
  await expect(teacherPicker).toBeHidden();
  const assigned = main.getByRole("region", { name: "Profesoras asignadas" });
  await expect(assigned).toContainText(teacher.fullName);
  await expect(assigned).toContainText(`desde ${ddmmyyyy(todayInSantiago())}`);

  // Enroll both students through the student picker; the enrolled one is no longer offered.
  for (const student of [ana, bea]) {
    await main.getByRole("button", { name: "Inscribir estudiante" }).click();
    const picker = page.getByRole("dialog", { name: "Inscribir estudiante" });
    await picker.getByLabel("Buscar por nombre o teléfono").fill(tag);
    await picker.getByRole("button", { name: `Inscribir a ${student.fullName}` }).click();
    // Issue 36: a second step with the start date and what will be charged.
    const confirm = page.getByRole("dialog", { name: `Inscribir a ${student.fullName}` });
    await expect(confirm.getByRole("region", { name: "Lo que se cobrará" })).toContainText(
      "Total a cobrar",
    );
    await confirm.getByRole("button", { name: "Inscribir" }).click();
    await expect(confirm).toBeHidden();
    await expect(picker).toBeHidden();
  }
  await main.getByRole("button", { name: "Inscribir estudiante" }).click();
  const picker = page.getByRole("dialog", { name: "Inscribir estudiante" });
  await picker.getByLabel("Buscar por nombre o teléfono").fill(tag);
  await expect(picker.getByText("No hay estudiantes disponibles para inscribir.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(main.getByRole("button", { name: "Inscribir estudiante" })).toBeFocused();

  const table = main.getByRole("table");
  const anaRow = table.getByRole("row").filter({ hasText: ana.fullName });
  const beaRow = table.getByRole("row").filter({ hasText: bea.fullName });
  await expect(anaRow).toContainText("Pendiente");
  await expect(beaRow).toContainText("Pendiente");
  await expect(
    beaRow.getByRole("link", { name: `Registrar pago de ${bea.fullName}` }),
  ).toHaveAttribute("href", `/payments/new?student=${bea.id}`);

  // A payment made through the API for Ana: 'Pagado' with its date and amount.
  const owed = await api.outstanding(ana.id, month);
  const amount = owed.outstandingPayments.find((item) => item.classId === classId)?.expectedAmount;
  expect(amount).toBeGreaterThanOrEqual(30000);
  await api.createPayment({
    studentId: ana.id,
    classId,
    amount: amount ?? 0,
    paymentDate: today,
    paymentMonth: month,
  });
  await page.reload();
  await expect(anaRow).toContainText("Pagado");
  await expect(anaRow).toContainText(clp(amount ?? 0));
  await expect(anaRow).toContainText(ddmmyyyy(today));
  await expect(beaRow).toContainText("Pendiente");

  // The CSV export: UTF-8 with BOM, ';' separated, a header and one row per student.
  const download = page.waitForEvent("download");
  await main.getByRole("button", { name: "Exportar lista" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ballet-${tag.toLowerCase()}-${month}.csv`);
  const bytes = await readFile((await file.path()) ?? "");
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines.at(-1)).toBe("");
  expect(lines.slice(0, -1)).toHaveLength(3);
  expect(lines[0]).toBe(
    "Estudiante;Teléfono;Email;Fecha de inscripción;Mes;Estado;Fecha de pago;Monto",
  );
  const anaLine = lines.find((line) => line.startsWith(`${ana.fullName};`));
  expect(anaLine?.split(";")).toEqual([
    ana.fullName,
    "",
    "",
    ddmmyyyy(today),
    month,
    "Pagado",
    ddmmyyyy(today),
    String(amount),
  ]);
  const beaLine = lines.find((line) => line.startsWith(`${bea.fullName};`));
  expect(beaLine?.split(";").slice(5)).toEqual(["Pendiente", "", ""]);

  // Edit the class: both schedules are in the form and are still there after saving.
  await main.getByRole("link", { name: "Editar" }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}/edit$`));
  await expect(field(page, "Día del horario 1")).toHaveValue("MONDAY");
  await expect(field(page, "Día del horario 2")).toHaveValue("WEDNESDAY");
  await expect(page.getByLabel("Hora del horario 2")).toHaveValue("19");
  await field(page, "Descripción (opcional)").fill("Técnica clásica.");
  await page.getByRole("button", { name: "Actualizar Clase" }).click();
  await expect(page.getByText("Clase actualizada exitosamente")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}$`));
  await expect(schedules).toContainText("Lunes18:00 - 19:30");
  await expect(schedules).toContainText("Miércoles19:30 - 21:00");
  expect((await api.getClass(classId)).schedules).toHaveLength(2);

  // The list finds it by its teacher's name and keeps the filters in the URL.
  await page.goto("/classes");
  await page.getByPlaceholder("Buscar por clase o profesora...").fill(`Rocío Clase${tag}`);
  await page.getByLabel("Día").selectOption({ label: "Miércoles" });
  await expect(page).toHaveURL(/day=WEDNESDAY/);
  const cards = page.getByRole("list", { name: "Clases" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Lunes y Miércoles");
  await expect(cards.first()).toContainText("2 horarios");
  await expect(cards.first()).toContainText("2 / 20");
  await page.reload();
  await expect(page.getByLabel("Día")).toHaveValue("WEDNESDAY");
  await expect(cards).toHaveCount(1);

  // Two teachers of the same two students: the teacher list counts them once.
  await api.assignTeacher(other.id, classId);
  await page.goto(`/teachers?q=Clase${tag}`);
  await expect(page.getByRole("list", { name: "Profesoras" }).getByRole("listitem")).toHaveCount(2);
  await expect(
    page.getByLabel("Totales").locator("div", { hasText: "Total estudiantes" }).locator("dd"),
  ).toHaveText("2");
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [1280, 360] as const) {
    test(`the class screens have no serious or critical axe violations (${colorScheme}, ${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.emulateMedia({ colorScheme });
      const api = await AdminApi.signIn(request);
      const tag = uniqueTag();
      const today = todayInSantiago();
      const danceClass = await api.createClass({ name: `Jazz ${tag}`, description: "Para axe." });
      const teacher = await api.createTeacher({
        firstName: "Alba",
        lastName: `Axe${tag}`,
        isStudioOwner: true,
      });
      await api.assignTeacher(teacher.id, danceClass.id);
      const student = await api.createStudent({ firstName: "Berta", lastName: `Axe${tag}` });
      await api.enroll(student.id, danceClass.id, today);
      await signIn(page);

      await page.goto("/classes");
      await expect(page.getByText(/^Mostrando \d+-\d+ de \d+ clases$/)).toBeVisible();
      expect(await seriousViolations(page), "/classes").toEqual([]);

      await page.goto(`/classes/${danceClass.id}`);
      await expect(page.getByRole("table")).toContainText("Pendiente");
      expect(await seriousViolations(page), "/classes/{id}").toEqual([]);

      await page.getByRole("button", { name: "Inscribir estudiante" }).click();
      await expect(page.getByRole("dialog", { name: "Inscribir estudiante" })).toBeVisible();
      expect(await seriousViolations(page), "student picker").toEqual([]);
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Eliminar" }).click();
      await expect(page.getByRole("dialog", { name: "Eliminar clase" })).toBeVisible();
      expect(await seriousViolations(page), "delete dialog").toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Eliminar" })).toBeFocused();

      await page.goto("/classes/new");
      await page.getByRole("button", { name: "Crear Clase" }).click();
      await expect(page.getByText("El nombre de la clase es requerido")).toBeVisible();
      expect(await seriousViolations(page), "/classes/new").toEqual([]);

      await page.goto(`/classes/${danceClass.id}/edit`);
      await expect(field(page, "Nombre")).toHaveValue(`Jazz ${tag}`);
      expect(await seriousViolations(page), "/classes/{id}/edit").toEqual([]);
    });
  }
}
