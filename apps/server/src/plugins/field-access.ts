import { TEACHER_PAY_FIELDS } from "@nova/domain";
import type { FastifyInstance } from "fastify";
import type { AuthUser } from "../lib/app-context.ts";

/** The kinds of record an answer may carry that hold fields some role may not see. */
export type ResponseShape = "teacher" | "healthNotes";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * What the 200 answer is made of (one record or a list of them): the fields of that shape
     * the caller's role may not see (FIELDS_HIDDEN_FROM) are left out of it.
     */
    shape?: ResponseShape;
  }
}

/**
 * The permission table of fields: what each role may not see in an answer, whatever route
 * sends it. Reception (staff) works with the teachers but not with their pay; the studio's
 * takings stay open to it (docs/decisions/0044-what-reception-staff-may-see-of-the-money-takings-yes-a-teac.md).
 */
export const FIELDS_HIDDEN_FROM: Record<
  AuthUser["role"],
  Partial<Record<ResponseShape, readonly string[]>>
> = {
  admin: {},
  // Health notes are sensitive data (Ley 21.719): admins and the student's own teachers only.
  // A teacher does not lose them here: mayReadHealthNotes (modules/privacy/health-notes.service.ts)
  // answers her the notes of the students of her own classes and no others.
  staff: { teacher: TEACHER_PAY_FIELDS, healthNotes: ["healthNotes"] },
  // A teacher's routes (issue 27) answer only her classes and her students' names, ages and
  // emergency phones; should one ever carry a teacher record, its pay stays out too. Health
  // notes reach her only through their own route, for her own students (health-notes.service.ts).
  teacher: { teacher: TEACHER_PAY_FIELDS },
};

/** Whether the table lets a role see a field of a shape (services ask before reading it). */
export function maySeeField(role: AuthUser["role"], shape: ResponseShape, field: string): boolean {
  return !(FIELDS_HIDDEN_FROM[role][shape] ?? []).includes(field);
}

function withoutFields(value: unknown, hidden: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutFields(item, hidden));
  if (typeof value !== "object" || value === null) return value;
  // A copy: the services keep views memoised, and the admin's next answer needs them whole.
  return Object.fromEntries(Object.entries(value).filter(([key]) => !hidden.includes(key)));
}

/**
 * Leaves out of each answer the fields its caller's role may not see, before it is serialised
 * and before the read cache stores it (whose key holds the role), so no later answer to
 * another role can carry them either.
 */
export function registerFieldAccess(app: FastifyInstance) {
  app.addHook("preSerialization", async (request, _reply, payload) => {
    const shape = request.routeOptions.config.shape;
    const role = request.user?.role;
    if (!shape || !role) return payload;
    const hidden = FIELDS_HIDDEN_FROM[role][shape];
    return hidden && hidden.length > 0 ? withoutFields(payload, hidden) : payload;
  });
}
