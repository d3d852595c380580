import { idParamSchema } from "@nova/domain";
import type { FastifyContextConfig, FastifyRequest, FastifySchema } from "fastify";
import { z } from "zod";
import type { AuthUser } from "../lib/app-context.ts";
import { setTotalCount } from "../lib/list-paging.ts";
import { requireUser } from "../plugins/authenticate.ts";
import type { RouteRow } from "./route-table.ts";

/** What a route says about itself: access, texts and the answer. */
interface RecordRoute<View extends z.ZodType> {
  config?: FastifyContextConfig;
  summary: string;
  description?: string;
  view: View;
}

/** The route's texts, then what it takes and answers (the order the OpenAPI document shows). */
function schemaWith(
  { summary, description }: { summary: string; description?: string },
  rest: Omit<FastifySchema, "summary" | "description">,
): FastifySchema {
  return description === undefined ? { summary, ...rest } : { summary, description, ...rest };
}

/** The schema of a route on the record at `…/:id`. */
function schemaOf(
  row: RecordRoute<z.ZodType>,
  rest: Omit<FastifySchema, "summary" | "description" | "params">,
): FastifySchema {
  return schemaWith(row, { params: idParamSchema, ...rest });
}

/** The row's access rule, when it states one (without one the route is for admins only). */
const accessOf = ({ config }: { config?: FastifyContextConfig }) => (config ? { config } : {});

// The type provider cannot resolve a schema that is a type parameter, so the handlers below see
// the request untyped; the schemas have validated it, and each row's callback is checked
// against its own schemas where the row is written.
const idOf = (params: unknown) => (params as z.output<typeof idParamSchema>).id;

/**
 * A GET that answers what `read` gives for the part of the request its schema (`inputs`)
 * validated: the reads below differ only in that part.
 */
function readRow(
  row: RecordRoute<z.ZodType>,
  inputs: Pick<FastifySchema, "params" | "querystring">,
  read: (request: FastifyRequest) => Promise<unknown>,
): RouteRow<FastifySchema> {
  return {
    ...accessOf(row),
    schema: schemaWith(row, { ...inputs, response: { 200: row.view } }),
    handler: read,
  };
}

/**
 * GET `…/:id`: reads the record and answers it. Like every read below, `read` also gets the
 * request, for the signed-in user or the data versions the cache keyed it by.
 */
export function readById<View extends z.ZodType>(
  row: RecordRoute<View> & {
    read: (id: number, request: FastifyRequest) => Promise<z.input<View>>;
  },
): RouteRow<FastifySchema> {
  return readRow(row, { params: idParamSchema }, (request) =>
    row.read(idOf(request.params), request),
  );
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
    ...accessOf(row),
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
    ...accessOf(row),
    schema: schemaOf(row, { response: { 200: row.view } }),
    handler: async (request, reply) => {
      const items = await row.list(idOf(request.params));
      setTotalCount(reply, items.length);
      return items;
    },
  };
}

/**
 * A change made (and audited) as the signed-in user with the body its schema validated, if it
 * takes one, and the part of the path `inputs` validates; answers what `change` returns, with
 * 201 when it creates, or 204 and nothing when the row has no view. The changes below differ
 * only in that part of the path.
 */
function changeRow(
  row: Omit<RecordRoute<z.ZodType>, "view"> & {
    view?: z.ZodType;
    body?: z.ZodType;
    created?: true;
  },
  inputs: Pick<FastifySchema, "params">,
  change: (user: AuthUser, request: FastifyRequest) => Promise<unknown>,
): RouteRow<FastifySchema> {
  const status = row.view === undefined ? 204 : row.created ? 201 : 200;
  return {
    ...accessOf(row),
    schema: schemaWith(row, {
      ...inputs,
      ...(row.body ? { body: row.body } : {}),
      ...(row.view === undefined ? {} : { response: { [status]: row.view } }),
    }),
    ...(status === 200 ? {} : { status }),
    handler: async (request) => change(requireUser(request), request),
  };
}

/** A change to the record at `…/:id` (see changeRow). */
export function changeById<View extends z.ZodType, Body extends z.ZodType = z.ZodUndefined>(
  row: RecordRoute<View> & {
    body?: Body;
    created?: true;
    change: (user: AuthUser, id: number, input: z.output<Body>) => Promise<z.input<View>>;
  },
): RouteRow<FastifySchema> {
  return changeRow(row, { params: idParamSchema }, (user, request) =>
    row.change(user, idOf(request.params), request.body as z.output<Body>),
  );
}

/** An action on the record at `…/:id` that answers 204 and nothing (see changeRow). */
export function actionById<Body extends z.ZodType = z.ZodUndefined>(
  row: Omit<RecordRoute<z.ZodType>, "view"> & {
    body?: Body;
    act: (user: AuthUser, id: number, input: z.output<Body>) => Promise<unknown>;
  },
): RouteRow<FastifySchema> {
  return changeRow(row, { params: idParamSchema }, (user, request) =>
    row.act(user, idOf(request.params), request.body as z.output<Body>),
  );
}

/**
 * A change to what its path names other than one record (a day's cash, a teacher's month, a
 * student's scholarship…), as readByParams reads it (see changeRow).
 */
export function changeByParams<
  Params extends z.ZodType,
  View extends z.ZodType,
  Body extends z.ZodType,
>(
  row: RecordRoute<View> & {
    params: Params;
    body: Body;
    created?: true;
    change: (
      user: AuthUser,
      params: z.output<Params>,
      input: z.output<Body>,
    ) => Promise<z.input<View>>;
  },
): RouteRow<FastifySchema> {
  return changeRow(row, { params: row.params }, (user, request) =>
    row.change(user, request.params as z.output<Params>, request.body as z.output<Body>),
  );
}

// Routes that name no record in their path: what they read or change is the studio's, a list's
// or the body's. Written once here so that each module's table says only what differs.

/** GET without parameters: answers what `read` returns. */
export function plainRead<View extends z.ZodType>(
  row: RecordRoute<View> & { read: (request: FastifyRequest) => Promise<z.input<View>> },
): RouteRow<FastifySchema> {
  return readRow(row, {}, (request) => row.read(request));
}

/**
 * A GET that answers what `read` returns for the part of the request that one of its inputs
 * validated: `query` (the query string) or `params` (the path). readByQuery and readByParams
 * below are this read for each part.
 */
function readByInput<Part extends "query" | "params">(part: Part) {
  return <Input extends z.ZodType, View extends z.ZodType>(
    row: RecordRoute<View> & { [Key in Part]: Input } & {
      read: (input: z.output<Input>, request: FastifyRequest) => Promise<z.input<View>>;
    },
  ): RouteRow<FastifySchema> => {
    const input: Input = row[part];
    return readRow(row, part === "query" ? { querystring: input } : { params: input }, (request) =>
      row.read((part === "query" ? request.query : request.params) as z.output<Input>, request),
    );
  };
}

/** GET filtered by its query string (`query`): answers what `read` returns for the validated query. */
export const readByQuery = readByInput("query");

/**
 * GET of what its path names other than one record (a month, a day, a teacher's month…):
 * answers what `read` returns for the validated path parameters (`params`).
 */
export const readByParams = readByInput("params");

/**
 * A change that the body alone says (enroll, assign, create an account…), made (and audited) as
 * the signed-in user; answers what the change returns, with 201 when it creates.
 */
export function changeByBody<View extends z.ZodType, Body extends z.ZodType>(
  row: RecordRoute<View> & {
    body: Body;
    created?: true;
    change: (user: AuthUser, input: z.output<Body>) => Promise<z.input<View>>;
  },
): RouteRow<FastifySchema> {
  return changeRow(row, {}, (user, request) => row.change(user, request.body as z.output<Body>));
}
