import { idParamSchema } from "@nova/domain";
import type { FastifyContextConfig, FastifyRequest, FastifySchema } from "fastify";
import { z } from "zod";
import type { AuthUser } from "../lib/app-context.ts";
import { setTotalCount } from "../lib/list-paging.ts";
import { requireUser } from "../plugins/authenticate.ts";
import type { RouteRow } from "./route-table.ts";

/** What a route on the record at `…/:id` says about itself: access, texts and the answer. */
interface RecordRoute<View extends z.ZodType> {
  config?: FastifyContextConfig;
  summary: string;
  description?: string;
  view: View;
}

function schemaOf(
  { summary, description }: RecordRoute<z.ZodType>,
  rest: Omit<FastifySchema, "summary" | "description">,
): FastifySchema {
  return description === undefined
    ? { summary, params: idParamSchema, ...rest }
    : { summary, description, params: idParamSchema, ...rest };
}

// The type provider cannot resolve a schema that is a type parameter, so the handlers below see
// the request untyped; the schemas have validated it, and each row's callback is checked
// against its own schemas where the row is written.
const idOf = (params: unknown) => (params as z.output<typeof idParamSchema>).id;

/** GET `…/:id`: reads the record and answers it. */
export function readById<View extends z.ZodType>(
  row: RecordRoute<View> & { read: (id: number) => Promise<z.input<View>> },
): RouteRow<FastifySchema> {
  return {
    ...(row.config ? { config: row.config } : {}),
    schema: schemaOf(row, { response: { 200: row.view } }),
    handler: async (request) => row.read(idOf(request.params)),
  };
}

/**
 * GET of a list filtered (and maybe paged) by its query: the page of items, and in X-Total-Count
 * how many match the filter. `list` also gets the request, for what the cache keyed it by.
 */
export function pagedList<Query extends z.ZodType, Item extends z.ZodType>(row: {
  config?: FastifyContextConfig;
  summary: string;
  query: Query;
  item: Item;
  list: (
    query: z.output<Query>,
    request: FastifyRequest,
  ) => Promise<{ items: z.input<Item>[]; total: number }>;
}): RouteRow<FastifySchema> {
  return {
    ...(row.config ? { config: row.config } : {}),
    schema: {
      summary: row.summary,
      querystring: row.query,
      response: { 200: z.array(row.item) },
    },
    handler: async (request, reply) => {
      const { items, total } = await row.list(request.query as z.output<Query>, request);
      setTotalCount(reply, total);
      return items;
    },
  };
}

/** GET `…/:id` of a list belonging to the record, answered whole with its length in X-Total-Count. */
export function listById<View extends z.ZodArray>(
  row: RecordRoute<View> & { list: (id: number) => Promise<z.input<View> & readonly unknown[]> },
): RouteRow<FastifySchema> {
  return {
    ...(row.config ? { config: row.config } : {}),
    schema: schemaOf(row, { response: { 200: row.view } }),
    handler: async (request, reply) => {
      const items = await row.list(idOf(request.params));
      setTotalCount(reply, items.length);
      return items;
    },
  };
}

/**
 * A change to the record at `…/:id`, made (and audited) as the signed-in user with the body its
 * schema validated, if it takes one; answers what the change returns, with 201 when it creates.
 */
export function changeById<View extends z.ZodType, Body extends z.ZodType = z.ZodUndefined>(
  row: RecordRoute<View> & {
    body?: Body;
    created?: true;
    change: (user: AuthUser, id: number, input: z.output<Body>) => Promise<z.input<View>>;
  },
): RouteRow<FastifySchema> {
  const status = row.created ? 201 : 200;
  return {
    ...(row.config ? { config: row.config } : {}),
    schema: schemaOf(row, {
      ...(row.body ? { body: row.body } : {}),
      response: { [status]: row.view },
    }),
    ...(row.created ? { status: 201 as const } : {}),
    handler: async (request) =>
      row.change(requireUser(request), idOf(request.params), request.body as z.output<Body>),
  };
}
