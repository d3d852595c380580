import {
  deletePaymentBodySchema,
  idParamSchema,
  multiClassPaymentResponseSchema,
  multiClassPaymentSchema,
  paymentCreatedResponseSchema,
  paymentInputSchema,
  paymentResponseSchema,
  paymentsQuerySchema,
  receiptInputSchema,
  receiptListResponseSchema,
  receiptResponseSchema,
  receiptsQuerySchema,
  receiptTaxDocumentSchema,
  studentMonthParamsSchema,
  studentOutstandingResponseSchema,
  studentUnpaidMonthsResponseSchema,
  voidPaymentSchema,
} from "@nova/domain";
import type { FastifyRequest, FastifySchema } from "fastify";
import { z } from "zod";
import type { DataVersions } from "../../db/data-version.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { type IdempotencyClaim, idempotencyClaim } from "../../records/system/idempotency.ts";
import { changeById, readById, readByQuery } from "../../routing/record-route-rows.ts";
import { routeRow, table, tableRoutes } from "../../routing/route-table.ts";
import { idempotencyHeadersSchema, outstandingQuerySchema } from "./payments.schemas.ts";
import {
  createMultiClassPayment,
  createPayment,
  getPayment,
  getPayments,
  voidEnrollmentFeePayment,
  voidPayment,
} from "./payments.service.ts";
import {
  createReceipt,
  getReceipt,
  getStudentReceipts,
  setTaxDocument,
} from "./receipts.service.ts";
import { getStudentOutstanding, getStudentUnpaidMonths } from "./student-owed.service.ts";

const staff = { access: "staff" } as const;
const staffReads = { access: "staff", cache: { topics: ["records", "money"] } } as const;

/**
 * The signed-in user and the claim on the request's Idempotency-Key: every money write takes
 * both. `versions`: those read with the session (the studio's settings kept under them).
 */
function writer(request: FastifyRequest) {
  const user = requireUser(request);
  return { user, claim: idempotencyClaim(request, user.id), versions: request.dataVersions };
}

export const paymentsRoutes = tableRoutes(["payments"], (ctx) => {
  // A receipt line's void, a class payment's or an enrollment fee's: the same request and
  // answer (the receipt with the line marked), each kind at its own path.
  const lineVoid = (summary: string, voidLine: typeof voidEnrollmentFeePayment) =>
    routeRow({
      schema: {
        summary,
        headers: idempotencyHeadersSchema,
        params: idParamSchema,
        body: voidPaymentSchema,
        response: { 200: receiptResponseSchema.nullable() },
      },
      handler: async (request) => {
        const { user, claim } = writer(request);
        return voidLine(ctx, user, request.params.id, request.body.reason, claim);
      },
    });

  /** A money write answering 201: the body's lines written once per Idempotency-Key. */
  const moneyWrite = <Body extends z.ZodType, Created extends z.ZodType>(
    summary: string,
    body: Body,
    created: Created,
    write: (
      ctx: AppContext,
      user: AuthUser,
      input: z.output<Body>,
      claim: IdempotencyClaim | null,
      versions?: Promise<DataVersions>,
    ) => Promise<z.input<Created>>,
  ) =>
    routeRow<FastifySchema>({
      config: staff,
      schema: { summary, headers: idempotencyHeadersSchema, body, response: { 201: created } },
      status: 201,
      // The type provider cannot resolve a schema that is a type parameter: `body` has validated
      // the request, and each row's `write` is checked against its schemas above.
      handler: async (request) => {
        const { user, claim, versions } = writer(request);
        return write(ctx, user, request.body as z.output<Body>, claim, versions);
      },
    });

  return table({
    "GET /api/payments": {
      config: staffReads,
      schema: {
        summary:
          "Pagos (más recientes primero); la cantidad va en X-Total-Count y la suma de los montos en X-Total-Amount",
        querystring: paymentsQuerySchema,
        response: { 200: z.array(paymentResponseSchema) },
      },
      handler: async (request, reply) => {
        const q = request.query;
        const { payments, total, totalAmount } = await getPayments(ctx, {
          month: q.month,
          studentId: q.student,
          paymentMethod: q.paymentMethod,
          status: q.status,
          page: q.page,
          size: q.size,
        });
        reply.header("X-Total-Count", String(total));
        reply.header("X-Total-Amount", String(totalAmount));
        return payments;
      },
    },
    "GET /api/payments/:id": readById({
      config: staffReads,
      summary: "Detalle de un pago",
      view: paymentResponseSchema,
      read: (id) => getPayment(ctx, id),
    }),
    "POST /api/payments": moneyWrite(
      "Registra el pago de una clase para un mes",
      paymentInputSchema,
      paymentCreatedResponseSchema,
      createPayment,
    ),
    "POST /api/payments/multi-class": moneyWrite(
      "Registra en una operación el pago de varias clases de un mes",
      multiClassPaymentSchema,
      multiClassPaymentResponseSchema,
      createMultiClassPayment,
    ),
    "DELETE /api/payments/:id": {
      schema: {
        summary:
          "Anula un pago (queda registrado con su motivo; el comprobante conserva su número). El motivo es opcional para los clientes antiguos",
        headers: idempotencyHeadersSchema,
        params: idParamSchema,
        body: deletePaymentBodySchema,
      },
      status: 204,
      handler: async (request) => {
        const { user, claim } = writer(request);
        await voidPayment(ctx, user, request.params.id, request.body.reason, claim);
      },
    },
    "POST /api/payments/:id/void": lineVoid(
      "Anula un pago con un motivo obligatorio; responde el comprobante con la línea anulada",
      voidPayment,
    ),
    "POST /api/enrollment-fee-payments/:id/void": lineVoid(
      "Anula una línea de matrícula con un motivo obligatorio (la matrícula vuelve a adeudarse); responde el comprobante",
      voidEnrollmentFeePayment,
    ),
    "POST /api/receipts": moneyWrite(
      "Registra un pago como un comprobante: líneas de varias clases, meses y estudiantes, o un total que se asigna a lo adeudado del mes más antiguo al más reciente",
      receiptInputSchema,
      receiptResponseSchema,
      createReceipt,
    ),
    "GET /api/receipts": readByQuery({
      config: staffReads,
      summary: "Comprobantes de un estudiante, el más reciente primero (con sus líneas anuladas)",
      query: receiptsQuerySchema,
      view: receiptListResponseSchema,
      read: (query) => getStudentReceipts(ctx, query.studentId),
    }),
    "PUT /api/receipts/:id/tax-document": changeById({
      config: staff,
      summary:
        "Registra el número de la boleta del SII emitida después del pago (cambiar uno ya registrado: solo administración)",
      body: receiptTaxDocumentSchema,
      view: receiptResponseSchema,
      change: (user, id, input) => setTaxDocument(ctx, user, id, input.taxDocumentNumber),
    }),
    "GET /api/receipts/:id": readById({
      config: staffReads,
      summary: "Un comprobante con todas sus líneas; las anuladas llevan fecha, motivo y quién",
      view: receiptResponseSchema,
      read: (id) => getReceipt(ctx, id),
    }),
    "GET /api/students/:id/outstanding-payments": readById({
      config: staffReads,
      summary:
        "Todos los meses que un estudiante adeuda (últimos 12), del más antiguo al actual, con recargo",
      view: studentUnpaidMonthsResponseSchema,
      read: (id) => getStudentUnpaidMonths(ctx, id),
    }),
    "GET /api/students/:id/outstanding-payments/:month": {
      config: staffReads,
      schema: {
        summary: "Clases pendientes de pago de un estudiante en un mes",
        params: studentMonthParamsSchema,
        querystring: outstandingQuerySchema,
        response: { 200: studentOutstandingResponseSchema },
      },
      handler: async (request) =>
        getStudentOutstanding(
          ctx,
          request.params.id,
          request.params.month,
          request.query.paymentDate,
          request.dataVersions,
        ),
    },
  });
});
