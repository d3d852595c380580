import { idParamSchema } from "@nova/domain";
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from "fastify";
import type { z } from "zod";
import { requireUser } from "../plugins/authenticate.ts";

interface RouteText {
  summary: string;
  description?: string;
}

/**
 * The desk's writes to one kind of record (students, guardians, teachers, classes): POST
 * `path` creates and answers 201 with the record, PUT `path/:id` changes the fields sent and
 * answers the record, DELETE `path/:id` answers 204. Each write is made, and audited, as the
 * signed-in user. `config` goes on the create and the update; the delete has none, so it is
 * for admins only (a route without an access rule, plugins/authenticate.ts).
 */
export function recordWriteRoutes<
  Input extends z.ZodTypeAny,
  Update extends z.ZodTypeAny,
  View extends z.ZodTypeAny,
>(
  app: FastifyInstance,
  path: string,
  common: { tags: string[]; config?: FastifyContextConfig; view: View },
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
): void {
  const { tags, config, view } = common;
  const text = ({ summary, description }: RouteText) =>
    description === undefined ? { summary } : { summary, description };
  const { create, update, remove } = routes;
  // The type provider cannot resolve a schema that is a type parameter, so the handlers see the
  // request untyped; the schemas have validated it, and the callers' types are checked above.
  const idOf = (params: unknown) => (params as z.output<typeof idParamSchema>).id;
  app.post(
    path,
    {
      ...(config ? { config } : {}),
      schema: {
        tags,
        ...text(create),
        body: create.body,
        response: { 201: view },
      } as FastifySchema,
    },
    async (request, reply) => {
      const created = await create.write(requireUser(request).id, request.body as z.output<Input>);
      return reply.status(201).send(created);
    },
  );
  app.put(
    `${path}/:id`,
    {
      ...(config ? { config } : {}),
      schema: {
        tags,
        ...text(update),
        params: idParamSchema,
        body: update.body,
        response: { 200: view },
      } as FastifySchema,
    },
    async (request) =>
      update.write(requireUser(request).id, idOf(request.params), request.body as z.output<Update>),
  );
  app.delete(
    `${path}/:id`,
    { schema: { tags, ...text(remove), params: idParamSchema } as FastifySchema },
    async (request, reply) => {
      await remove.write(requireUser(request).id, idOf(request.params));
      return reply.status(204).send();
    },
  );
}
