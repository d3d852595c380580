import { idParamSchema } from "@nova/domain";
import type { FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import { requirePortal } from "../plugins/authenticate.ts";
import type { RouteRow } from "./route-table.ts";

/** Portal routes are opened by the portal's cookie, never by a staff token. */
const PORTAL_SECURITY = [{ portalCookie: [] }];

/**
 * A route of the family portal (issue 30): opened by a portal session's cookie alone, and
 * documented so. The row's handler stays typed from its schema.
 */
export function familyRoute<S extends FastifySchema>(
  row: Omit<RouteRow<S>, "config">,
): RouteRow<S> {
  return { ...row, config: { portal: true }, schema: { security: PORTAL_SECURITY, ...row.schema } };
}

/** GET of what the session's family may see of itself, read by its guardian's id. */
export function familyRead<View extends z.ZodType>(row: {
  summary: string;
  view: View;
  read: (guardianId: number) => Promise<z.input<View>>;
}): RouteRow<FastifySchema> {
  return familyRoute<FastifySchema>({
    schema: { summary: row.summary, response: { 200: row.view } },
    handler: async (request) => row.read(requirePortal(request).guardianId),
  });
}

/**
 * GET `…/:id` of one of the session's family's own records, read by its guardian's id and the
 * record's (the read answers 404 for another family's). `read` also gets the request.
 */
export function familyReadById<View extends z.ZodType>(row: {
  summary: string;
  view: View;
  read: (guardianId: number, id: number, request: FastifyRequest) => Promise<z.input<View>>;
}): RouteRow<FastifySchema> {
  return familyRoute<FastifySchema>({
    schema: { summary: row.summary, params: idParamSchema, response: { 200: row.view } },
    // The schema has validated the path; the type provider cannot see it through FastifySchema.
    handler: async (request) => {
      const { id } = request.params as z.output<typeof idParamSchema>;
      return row.read(requirePortal(request).guardianId, id, request);
    },
  });
}
