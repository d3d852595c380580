import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";
import { PaymentCreatePage } from "../pages/payment-create-page";

const STUDENT = {
  id: 7,
  firstName: "Ana",
  lastName: "Pérez",
  fullName: "Ana Pérez",
  email: "ana@nova.cl",
  phone: "+56 9 1234 5678",
  dni: "12.345.678-5",
  birthDate: "2010-04-02",
  address: "Av. Italia 100",
  emergencyContactName: "Rosa",
  emergencyContactPhone: "+56 9 8765 4321",
  enrollmentDate: null,
  status: "active",
};

const item = (
  classId: number,
  className: string,
  price: number,
  surcharge = 0,
  paidAmount = 0,
) => ({
  classId,
  className,
  price,
  charge: price,
  surcharge,
  surchargeWaived: false,
  expectedAmount: price + surcharge,
  paidAmount,
  remainingAmount: price + surcharge - paidAmount,
  status: paidAmount > 0 ? "PARTIAL" : "PENDING",
  isLate: surcharge > 0,
  dueDate: "2026-08-10",
});

type Item = ReturnType<typeof item>;

/** The API as the form reads it: owed months, months in advance; POSTs are recorded. */
function stubPaymentApi(owed: Record<string, Item[]>, ahead: Item[] = []) {
  const posts: { url: string; body: unknown; key: string | null }[] = [];
  stubApi((path, init) => {
    if (init?.method === "POST") {
      const body = JSON.parse(String(init.body));
      posts.push({ url: path, body, key: new Headers(init.headers).get("Idempotency-Key") });
      return jsonResponse(201, { id: 90, number: 12, total: 1, lines: [] });
    }
    if (path === "/api/students/7") return jsonResponse(200, STUDENT);
    if (path === "/api/students/7/outstanding-payments") {
      return jsonResponse(200, {
        asOf: "2026-08-20",
        months: Object.entries(owed).map(([month, items]) => ({
          month,
          hasOutstandingPayments: true,
          outstandingPayments: items,
          totalOutstandingAmount: 0,
        })),
        totalOutstandingAmount: 0,
      });
    }
    if (path.startsWith("/api/students/7/outstanding-payments/")) {
      return jsonResponse(200, {
        month: path.slice(37, 44),
        hasOutstandingPayments: ahead.length > 0,
        outstandingPayments: ahead,
        totalOutstandingAmount: 0,
      });
    }
    if (path === "/api/settings")
      return jsonResponse(200, {
        studio: { name: "NOVA" },
        system: { timeZone: "America/Santiago" },
      });
    return undefined;
  });
  return posts;
}

function renderForm() {
  return renderRoute(<PaymentCreatePage />, {
    path: "/payments/new",
    initialEntry: "/payments/new?student=7",
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/Método de pago/), "EFECTIVO");
}

// A whole screen with user-event keystrokes: slow on a loaded machine, hence the longer timeout.
describe("'Procesar Pago' lines", { timeout: 20_000 }, () => {
  it("offers every owed month oldest first at what remains, and sums the checked lines", async () => {
    stubPaymentApi({
      "2026-07": [item(1, "Ballet", 30_000, 4_500)],
      "2026-08": [item(1, "Ballet", 30_000, 0, 10_000)],
    });
    renderForm();
    const list = await screen.findByRole("list", { name: "Meses a pagar" });
    expect(
      within(list)
        .getAllByRole("checkbox")
        .map((c) => c.getAttribute("aria-label")),
    ).toEqual(["Pagar Ballet julio 2026", "Pagar Ballet agosto 2026"]);
    expect(screen.getByLabelText("Monto Ballet agosto 2026")).toHaveValue(20_000);
    expect(within(list).getByText("Parcial")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Procesar Pago $54.500" })).toBeEnabled();
  });

  it("leaves out an unchecked or 0 line, refuses one above what remains, posts one receipt", async () => {
    const posts = stubPaymentApi({
      "2026-08": [item(1, "Ballet", 30_000), item(2, "Jazz", 25_000)],
    });
    const user = userEvent.setup();
    renderForm();
    const jazz = await screen.findByLabelText("Monto Jazz agosto 2026");
    await fillRequired(user);
    await user.clear(jazz);
    await user.type(jazz, "26000");
    await user.click(screen.getByRole("button", { name: "Procesar Pago $30.000" }));
    expect(
      await screen.findByText(
        "El monto ($26.000) supera lo que queda por pagar de Jazz de agosto 2026: $25.000",
      ),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.clear(jazz);
    await user.type(jazz, "0");
    expect(screen.queryByText(/mayores a 0/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Procesar Pago $30.000" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe("/api/receipts");
    expect(posts[0]?.key).toMatch(/\S{16,}/);
    expect(posts[0]?.body).toMatchObject({
      paymentMethod: "EFECTIVO",
      lines: [{ studentId: 7, classId: 1, paymentMonth: "2026-08", amount: 30_000 }],
    });
    // The page moves on once the answer is in, a moment after the request left.
    expect(await screen.findByTestId("location")).toHaveTextContent("/receipts/90");
  });

  it("pays a month in advance with today's date", async () => {
    const posts = stubPaymentApi({}, [item(1, "Ballet", 30_000)]);
    const user = userEvent.setup();
    renderForm();
    const ahead = await screen.findByRole("checkbox", { name: /^Pagar Ballet/ });
    expect(ahead).not.toBeChecked();
    await user.click(ahead);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Procesar Pago $30.000" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const body = posts[0]?.body as { paymentDate: string; lines: { paymentMonth: string }[] };
    expect((body.lines[0]?.paymentMonth ?? "") > body.paymentDate.slice(0, 7)).toBe(true);
  });
});
