import type { FastifyContextConfig, FastifySchema } from "fastify";
import type { z } from "zod";
import { actionById, changeByBody, changeById } from "./record-route-rows.ts";
import type { RouteRow } from "./route-table.ts";

interface RouteText {
  summary: string;
  description?: string;
}

/**
 * The desk's writes to one kind of record (students, guardians, teachers, classes), as rows of
 * the module's table: POST `path` creates and answers 201 with the record, PUT `path/:id`
 * changes the fields sent and answers the record, DELETE `path/:id` answers 204. Each write is
 * made, and audited, as the signed-in user. `config` goes on the create and the update; the
 * delete has none, so it is for admins only (a route without an access rule,
 * plugins/authenticate.ts).
 */
export function recordWriteRows<
  Input extends z.ZodType,
  Update extends z.ZodType,
  View extends z.ZodType,
>(
  path: `/${string}`,
  common: { config?: FastifyContextConfig; view: View },
  routes: {
    create: RouteText & {
      body: Input;
      write: (userId: number, data: z.output<Input>) => Promise<z.input<View>>;
    };
    update: RouteText & {
      body: Update;
      write: (userId: number, id: number, data: z.output<Update>) => Promise<z.input<View>>;
    };
    remove: RouteText & { write: (userId: number, id: number) => Promise<unknown> };
  },
): Record<`${"POST" | "PUT" | "DELETE"} /${string}`, RouteRow<FastifySchema>> {
  const {
    create: { write: create, ...createText },
    update: { write: update, ...updateText },
    remove: { write: remove, ...removeText },
  } = routes;
  return {
    [`POST ${path}`]: changeByBody({
      ...common,
      ...createText,
      created: true,
      change: (user, data) => create(user.id, data),
    }),
    [`PUT ${path}/:id`]: changeById({
      ...common,
      ...updateText,
      change: (user, id, data) => update(user.id, id, data),
    }),
    [`DELETE ${path}/:id`]: actionById({
      ...removeText,
      act: (user, id) => remove(user.id, id),
    }),
  };
}
