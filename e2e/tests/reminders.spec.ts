import { expect } from "@playwright/test";
import { todayInSantiago } from "../support/api";
import { test } from "../support/fixtures";
import { signIn } from "../support/session";

// Issue 36 item 3: the WhatsApp reminder of 'Toda la deuda' for a 10-year-old whose father pays
// goes to the father's number, addressed to him in usted, with his daughters' months in one
// message; the child's own number is never used.

const today = todayInSantiago();
function monthFrom(count: number): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + count, 1)).toISOString().slice(0, 7);
}
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString("es-CL", { month: "long", timeZone: "UTC" });
const birthYearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}-03-01`;

test("the debts report's WhatsApp button opens the father's chat with the family's text", async ({
  page,
  api,
  tag,
}) => {
  test.setTimeout(90_000);
  const lastName = `Fuentes${tag}`;
  // A number of this test's own, so no other suite's family shares it.
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  const fatherPhone = `+56 9 ${digits.slice(0, 4)} ${digits.slice(4)}`;
  const father = await api.createGuardian({ fullName: `Jorge ${lastName}`, phone: fatherPhone });
  const guardians = [{ guardianId: father.id, relationship: "padre", isPayer: true }];
  const rocio = await api.createStudent({
    firstName: "Rocío",
    lastName,
    birthDate: birthYearsAgo(10),
    phone: "+56 9 4444 1111",
    guardians,
  });
  const camila = await api.createStudent({
    firstName: "Camila",
    lastName,
    birthDate: birthYearsAgo(13),
    guardians,
  });
  const cls = await api.createClass({ name: `Ballet Recordatorio ${tag}`, price: 30_000 });
  await api.enroll(rocio.id, cls.id, `${monthFrom(-2)}-01`);
  await api.enroll(camila.id, cls.id, `${monthFrom(-1)}-01`);

  await signIn(page);
  await page.goto("/reports/debts");
  await expect(page.getByRole("heading", { level: 1, name: "Toda la deuda" })).toBeVisible();
  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: rocio.fullName }),
  });
  await expect(card.getByTestId("debt-payer")).toHaveText(
    `Quien paga: ${father.fullName} · ${fatherPhone}`,
  );
  const whatsapp = card.getByRole("link", { name: `Recordar por WhatsApp a ${father.fullName}` });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//, { timeout: 20_000 });
  const href = (await whatsapp.getAttribute("href")) ?? "";
  expect(href.startsWith(`https://wa.me/569${digits}?text=`)).toBe(true);
  const text = decodeURIComponent(href.split("?text=")[1] ?? "");
  // To him, in usted, naming each daughter's months already due; one message for both.
  expect(text.startsWith(`Estimado Jorge: `)).toBe(true);
  expect(text).toContain(`Rocío tiene pendiente el pago de ${monthName(monthFrom(-2))}`);
  expect(text).toContain(`Camila tiene pendiente el pago de ${monthName(monthFrom(-1))}`);
  expect(text).toContain("Total pendiente: $");
  expect(text).not.toMatch(/Hola Rocío|\bte\b/);
  // The same link on Camila's card: one reminder for the family.
  const sister = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: camila.fullName }),
  });
  await expect(
    sister.getByRole("link", { name: `Recordar por WhatsApp a ${father.fullName}` }),
  ).toHaveAttribute("href", href);
  // Nowhere does a link open the child's own number.
  await expect(page.locator('a[href^="https://wa.me/56944441111"]')).toHaveCount(0);

  // Her page's button is the same message.
  await page.goto(`/students/${rocio.id}`);
  await expect(
    page.getByRole("link", { name: `Recordar por WhatsApp a ${father.fullName}` }),
  ).toHaveAttribute("href", href, { timeout: 20_000 });

  // Her receipt, once paid at the desk from her own page, is sent to whoever paid: her father.
  const paid = await api.createPayment({
    studentId: rocio.id,
    classId: cls.id,
    paymentMonth: monthFrom(-2),
    paymentDate: today,
    amount: 30_000,
  });
  await page.goto(`/payments/${paid.id}`);
  const send = page.getByRole("link", { name: "Enviar por WhatsApp" });
  await expect(send).toHaveAttribute("href", new RegExp(`^https://wa\\.me/569${digits}\\?text=`), {
    timeout: 20_000,
  });
});
