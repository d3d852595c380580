import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { paymentErrorMessage } from "./payment-error-message";

describe("paymentErrorMessage", () => {
  it.each([
    {
      does: "names the closed day and who can reopen it",
      refusal: {
        status: 409,
        message: "La caja de ese día ya está cerrada",
        serverMessage: "La caja de ese día ya está cerrada",
        errorType: "DAY_CLOSED",
        field: "paymentDate",
        rejectedValue: "2026-08-15",
      },
      says: "La caja del 15-08-2026 ya está cerrada. Para registrar un pago con esa fecha, un administrador debe reabrirla en 'Cierre de caja'.",
    },
    {
      does: "keeps the server's message for the other refusals",
      refusal: {
        status: 409,
        message: "Ya existe un pago",
        serverMessage: "Ya existe un pago",
        errorType: "DUPLICATE_PAYMENT",
      },
      says: "Ya existe un pago",
    },
  ])("$does", ({ refusal, says }) => {
    expect(paymentErrorMessage(new ApiError(refusal))).toBe(says);
  });
});
