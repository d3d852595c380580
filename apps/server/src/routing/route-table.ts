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
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../lib/app-context.ts";

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

/** A table's rows: each typed from its own schema. */
type RouteRows<Schemas extends Record<RouteKey, FastifySchema>> = {
  [Key in keyof Schemas]: RouteRow<Extract<Schemas[Key], FastifySchema>>;
};

/**
 * Declares a module's routes from one table keyed by "METHOD /path", in the table's order.
 * What every route wrote out by hand (the module's tags, the 201 and 204 answers) is done
 * here once; each row keeps its own access rule, schema and handler, typed from its schema.
 */
export function routeTable<Schemas extends Record<RouteKey, FastifySchema>>(
  app: ZodApp,
  tags: string[],
  rows: RouteRows<Schemas>,
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

/** A table whose rows were each typed from their own schema where `table` was called. */
type TypedRows = Record<RouteKey, RouteRow<FastifySchema>>;

/**
 * A module's table, each row typed from its schema: what tableRoutes takes (a table returned
 * from a function is not typed row by row, so the rows are typed here, at the call).
 */
export function table<Schemas extends Record<RouteKey, FastifySchema>>(
  rows: RouteRows<Schemas>,
): TypedRows {
  return rows as unknown as TypedRows;
}

/**
 * The plugin of a module whose routes are one table under the module's tags: what each such
 * module wrote out (a plugin taking the app's context that declares its table) is written here
 * once; the module gives its tags and its table, made from the context.
 */
export function tableRoutes(
  tags: string[],
  rows: (ctx: AppContext) => TypedRows,
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  return async (app, { ctx }) => routeTable(app, tags, rows(ctx));
}

/** A row written outside its table (a row several paths share): typed from its schema. */
export function routeRow<S extends FastifySchema>(row: RouteRow<S>): RouteRow<S> {
  return row;
}
