import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
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

const item = (classId: number, className: string, price: number, surcharge = 0) => ({
  classId,
  className,
  price,
  surcharge,
  expectedAmount: price + surcharge,
  isLate: surcharge > 0,
  dueDate: "2026-08-10",
});

/** The API as the form reads it; POSTs are recorded with their headers. */
function stubApi(outstanding: ReturnType<typeof item>[]) {
  const posts: { url: string; body: unknown; key: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        const body = JSON.parse(String(init.body));
        posts.push({ url: input, body, key: new Headers(init.headers).get("Idempotency-Key") });
        const payment = { id: 90, receiptNumber: 12, amount: 1, ...body };
        return jsonResponse(201, input.endsWith("multi-class") ? { payments: [payment] } : payment);
      }
      if (input === "/api/students/7") return jsonResponse(200, STUDENT);
      if (input.startsWith("/api/students/7/outstanding-payments/")) {
        return jsonResponse(200, {
          month: input.slice(37, 44),
          hasOutstandingPayments: outstanding.length > 0,
          outstandingPayments: outstanding,
          totalOutstandingAmount: outstanding.reduce((s, o) => s + o.expectedAmount, 0),
        });
      }
      if (input === "/api/settings")
        return jsonResponse(200, {
          studio: { name: "NOVA" },
          system: { timeZone: "America/Santiago" },
        });
      return jsonResponse(404, {});
    }),
  );
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

afterEach(() => {
  vi.unstubAllGlobals();
});

// A whole screen with user-event keystrokes: slow on a loaded machine, hence the longer timeout.
describe("'Procesar Pago' amounts", { timeout: 20_000 }, () => {
  it("starts each class at what the server expects, surcharge included, and sums them", async () => {
    stubApi([item(1, "Ballet", 30_000, 4_500), item(2, "Jazz", 25_000)]);
    renderForm();
    expect(await screen.findByLabelText("Monto Ballet")).toHaveValue(34_500);
    expect(screen.getByLabelText("Monto Jazz")).toHaveValue(25_000);
    expect(screen.getByText(/recargo por atraso \$4\.500/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Procesar Pago $59.500" })).toBeEnabled();
  });

  it("follows edited amounts in the total and refuses 0, fractions and an empty amount", async () => {
    const posts = stubApi([item(1, "Ballet", 30_000), item(2, "Jazz", 25_000)]);
    const user = userEvent.setup();
    renderForm();
    const jazz = await screen.findByLabelText("Monto Jazz");
    await fillRequired(user);

    for (const [typed, message] of [
      ["0", "Todos los montos deben ser mayores a 0"],
      ["1500.5", "Los montos deben ser pesos enteros, sin decimales"],
      ["", "Todos los montos deben ser mayores a 0"],
    ] as const) {
      await user.clear(jazz);
      if (typed) await user.type(jazz, typed);
      // Only whole amounts from $1 count toward the total on the button.
      await user.click(screen.getByRole("button", { name: "Procesar Pago $30.000" }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(jazz).toHaveFocus();
      expect(jazz).toHaveAttribute("aria-invalid", "true");
    }
    expect(posts).toEqual([]);

    await user.clear(jazz);
    await user.type(jazz, "1");
    expect(screen.queryByText(/Todos los montos/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Procesar Pago $30.001" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe("/api/payments/multi-class");
    expect(posts[0]?.body).toMatchObject({
      studentId: 7,
      items: [
        { classId: 1, amount: 30_000 },
        { classId: 2, amount: 1 },
      ],
    });
  });

  it("sends one class as a single payment, with an Idempotency-Key", async () => {
    const posts = stubApi([item(1, "Ballet", 30_000)]);
    const user = userEvent.setup();
    renderForm();
    await screen.findByLabelText("Monto Ballet");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Procesar Pago $30.000" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe("/api/payments");
    expect(posts[0]?.body).toMatchObject({ classId: 1, amount: 30_000, paymentMethod: "EFECTIVO" });
    expect(posts[0]?.key).toMatch(/\S{16,}/);
    expect(await screen.findByText("Pago de $30.000 procesado exitosamente")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/payments/90");
  });

  it("takes the payment date as dd-mm-aaaa and pays the month of that date", async () => {
    const posts = stubApi([item(1, "Ballet", 30_000)]);
    const user = userEvent.setup();
    renderForm();
    await screen.findByLabelText("Monto Ballet");
    const date = screen.getByLabelText<HTMLInputElement>(/Fecha de pago/);
    // Today, shown in Spanish order.
    expect(date.value).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await user.clear(date);
    await user.type(date, "05-08-2026");
    expect(date).toHaveAccessibleDescription("Formato dd-mm-aaaa. Paga el mes de agosto 2026.");
    await fillRequired(user);
    await user.click(await screen.findByRole("button", { name: "Procesar Pago $30.000" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({ paymentDate: "2026-08-05" });
  });

  it("disables 'Procesar Pago' when nothing is owed for the month", async () => {
    stubApi([]);
    renderForm();
    expect(await screen.findByText(/No hay pagos pendientes para/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Procesar Pago $0" })).toBeDisabled();
    expect(within(document.body).queryByRole("list", { name: "Clases pendientes" })).toBeNull();
  });
});
