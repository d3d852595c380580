import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A route's key in a table: its method and path, as a reader looks them up. */
type RouteKey = `${Method} /${string}`;

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyInstance["log"],
  ZodTypeProvider
>;

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** One route of a table: who may call it, its schema (the table adds the tags), its handler. */
export interface RouteRow<S extends FastifySchema> {
  /** The access rule (plugins/authenticate.ts); a row without one is for admins only. */
  config?: FastifyContextConfig;
  schema: S;
  /**
   * 201: the handler's result is the created thing, answered with Created; 204: the handler
   * only acts, and the answer is No Content. Without it the handler answers as it likes.
   */
  status?: 201 | 204;
  handler: Handler<S>;
}

/**
 * Declares a module's routes from one table keyed by "METHOD /path", in the table's order.
 * What every route wrote out by hand (the module's tags, the 201 and 204 answers) is done
 * here once; each row keeps its own access rule, schema and handler, typed from its schema.
 */
export function routeTable<Schemas extends Record<RouteKey, FastifySchema>>(
  app: ZodApp,
  tags: string[],
  rows: { [Key in keyof Schemas]: RouteRow<Extract<Schemas[Key], FastifySchema>> },
): void {
  for (const [key, row] of Object.entries(rows) as [RouteKey, RouteRow<FastifySchema>][]) {
    const [method, url] = key.split(" ") as [Method, string];
    const { config, schema, status, handler } = row;
    app.route({
      method,
      url,
      ...(config ? { config } : {}),
      schema: { tags, ...schema },
      handler: status
        ? async function (request, reply) {
            const result = await handler.call(this, request, reply);
            return reply.status(status).send(status === 201 ? result : undefined);
          }
        : handler,
    });
  }
}

/** A row written outside its table (a row several paths share): typed from its schema. */
export function routeRow<S extends FastifySchema>(row: RouteRow<S>): RouteRow<S> {
  return row;
}
