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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { idempotencyClaim } from "../../records/system/idempotency.ts";
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

export const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/payments",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags: ["payments"],
        summary:
          "Pagos (más recientes primero); la cantidad va en X-Total-Count y la suma de los montos en X-Total-Amount",
        querystring: paymentsQuerySchema,
        response: { 200: z.array(paymentResponseSchema) },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    "/api/payments/:id",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags: ["payments"],
        summary: "Detalle de un pago",
        params: idParamSchema,
        response: { 200: paymentResponseSchema },
      },
    },
    async (request) => getPayment(ctx, request.params.id),
  );

  app.post(
    "/api/payments",
    {
      config: { access: "staff" },
      schema: {
        tags: ["payments"],
        summary: "Registra el pago de una clase para un mes",
        headers: idempotencyHeadersSchema,
        body: paymentInputSchema,
        response: { 201: paymentCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const claim = idempotencyClaim(request, user.id);
      return reply.status(201).send(await createPayment(ctx, user, request.body, claim));
    },
  );

  app.post(
    "/api/payments/multi-class",
    {
      config: { access: "staff" },
      schema: {
        tags: ["payments"],
        summary: "Registra en una operación el pago de varias clases de un mes",
        headers: idempotencyHeadersSchema,
        body: multiClassPaymentSchema,
        response: { 201: multiClassPaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const claim = idempotencyClaim(request, user.id);
      return reply.status(201).send(await createMultiClassPayment(ctx, user, request.body, claim));
    },
  );

  app.delete(
    "/api/payments/:id",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Anula un pago (queda registrado con su motivo; el comprobante conserva su número). El motivo es opcional para los clientes antiguos",
        headers: idempotencyHeadersSchema,
        params: idParamSchema,
        body: deletePaymentBodySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const claim = idempotencyClaim(request, user.id);
      await voidPayment(ctx, user, request.params.id, request.body.reason, claim);
      return reply.status(204).send();
    },
  );

  // A receipt line's void, a class payment's or an enrollment fee's: the same request and
  // answer (the receipt with the line marked), each kind at its own path.
  for (const line of [
    {
      path: "/api/payments/:id/void",
      summary:
        "Anula un pago con un motivo obligatorio; responde el comprobante con la línea anulada",
      voidLine: voidPayment,
    },
    {
      path: "/api/enrollment-fee-payments/:id/void",
      summary:
        "Anula una línea de matrícula con un motivo obligatorio (la matrícula vuelve a adeudarse); responde el comprobante",
      voidLine: voidEnrollmentFeePayment,
    },
  ]) {
    app.post(
      line.path,
      {
        schema: {
          tags: ["payments"],
          summary: line.summary,
          headers: idempotencyHeadersSchema,
          params: idParamSchema,
          body: voidPaymentSchema,
          response: { 200: receiptResponseSchema.nullable() },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const claim = idempotencyClaim(request, user.id);
        return line.voidLine(ctx, user, request.params.id, request.body.reason, claim);
      },
    );
  }

  app.post(
    "/api/receipts",
    {
      config: { access: "staff" },
      schema: {
        tags: ["payments"],
        summary:
          "Registra un pago como un comprobante: líneas de varias clases, meses y estudiantes, o un total que se asigna a lo adeudado del mes más antiguo al más reciente",
        headers: idempotencyHeadersSchema,
        body: receiptInputSchema,
        response: { 201: receiptResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const claim = idempotencyClaim(request, user.id);
      return reply.status(201).send(await createReceipt(ctx, user, request.body, claim));
    },
  );

  app.get(
    "/api/receipts",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags: ["payments"],
        summary: "Comprobantes de un estudiante, el más reciente primero (con sus líneas anuladas)",
        querystring: receiptsQuerySchema,
        response: { 200: receiptListResponseSchema },
      },
    },
    async (request) => getStudentReceipts(ctx, request.query.studentId),
  );

  app.put(
    "/api/receipts/:id/tax-document",
    {
      config: { access: "staff" },
      schema: {
        tags: ["payments"],
        summary:
          "Registra el número de la boleta del SII emitida después del pago (cambiar uno ya registrado: solo administración)",
        params: idParamSchema,
        body: receiptTaxDocumentSchema,
        response: { 200: receiptResponseSchema },
      },
    },
    async (request) =>
      setTaxDocument(ctx, requireUser(request), request.params.id, request.body.taxDocumentNumber),
  );

  app.get(
    "/api/receipts/:id",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags: ["payments"],
        summary: "Un comprobante con todas sus líneas; las anuladas llevan fecha, motivo y quién",
        params: idParamSchema,
        response: { 200: receiptResponseSchema },
      },
    },
    async (request) => getReceipt(ctx, request.params.id),
  );

  app.get(
    "/api/students/:id/outstanding-payments",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags: ["payments"],
        summary:
          "Todos los meses que un estudiante adeuda (últimos 12), del más antiguo al actual, con recargo",
        params: idParamSchema,
        response: { 200: studentUnpaidMonthsResponseSchema },
      },
    },
    async (request) => getStudentUnpaidMonths(ctx, request.params.id),
  );

  app.get(
    "/api/students/:id/outstanding-payments/:month",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags: ["payments"],
        summary: "Clases pendientes de pago de un estudiante en un mes",
        params: studentMonthParamsSchema,
        querystring: outstandingQuerySchema,
        response: { 200: studentOutstandingResponseSchema },
      },
    },
    async (request) =>
      getStudentOutstanding(
        ctx,
        request.params.id,
        request.params.month,
        request.query.paymentDate,
      ),
  );
};
