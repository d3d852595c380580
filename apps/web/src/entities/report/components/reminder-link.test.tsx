import { buildPaymentReminders } from "@nova/domain";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReminderLink } from "./reminder-link";

// The button only opens what the server (the domain) wrote: built here by the same function.
const [withPhone, withoutPhone] = buildPaymentReminders({
  today: "2026-12-05",
  template: { greeting: "Estimada/o", closing: "Saludos, {estudio}.", studioName: "NOVA" },
  students: [
    { id: 1, fullName: "Rocío Fuentes", phone: "+56 9 1111 1111", birthDate: "2016-03-01" },
    { id: 2, fullName: "Valentina Soto", phone: null, birthDate: "1990-01-01" },
  ],
  guardians: [
    {
      studentId: 1,
      guardianId: 9,
      fullName: "Jorge Fuentes",
      phone: "+56 9 2222 2222",
      relationship: "padre",
      isPayer: true,
    },
  ],
  charges: [1, 2].map((studentId) => ({
    studentId,
    paymentMonth: "2026-11",
    dueDate: "2026-11-10",
    remainingAmount: 30_000,
    surchargeOwed: 0,
  })),
});

describe("ReminderLink", () => {
  it("opens the payer's chat with the server's text", () => {
    render(<ReminderLink reminder={withPhone} />);
    const link = screen.getByRole("link", { name: "Recordar por WhatsApp a Jorge Fuentes" });
    expect(link).toHaveAttribute("href", withPhone?.waUrl);
    expect(withPhone?.waUrl?.startsWith("https://wa.me/56922222222?text=Estimado%20Jorge")).toBe(
      true,
    );
  });

  it("shows the text to copy when the payer has no phone", () => {
    render(<ReminderLink reminder={withoutPhone} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(
      screen.getByText("Sin teléfono de Valentina Soto: ver recordatorio"),
    ).toBeInTheDocument();
    expect(screen.getByTestId("reminder-text")).toHaveTextContent(withoutPhone?.text ?? "-");
  });

  it("shows nothing while the reminder loads", () => {
    const { container } = render(<ReminderLink reminder={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
