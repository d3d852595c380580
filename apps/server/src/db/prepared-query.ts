import type { Compilable, CompiledQuery } from "kysely";
import type { Database } from "./database.ts";

// Kysely builds a query's tree and compiles it to SQL at every call. For the statement every
// authenticated request runs (the session with its user, plugins/authenticate.ts) that was about
// 3 % of a worker's CPU under the bench's varied reads, and building a payment's statements was
// 18 % of the CPU of the bench's payments (issue 37). A prepared query is built and compiled
// once per dialect and shape, with a slot where each call's value goes; a call only puts its
// values in the slots. Kept per dialect (its adapter), not per database object: a transaction is
// a database object of its own, and a payment reads under its lock in one.

const SLOT = Symbol("prepared query slot");

/** Stands in a query's tree for the value of `name`, until a call fills it. */
interface Slot {
  readonly [SLOT]: string;
}

const isSlot = (value: unknown): value is Slot =>
  typeof value === "object" && value !== null && SLOT in value;

/**
 * A query built once per database and `shape` by `build`, which receives a slot for each value
 * (use them where the query takes a value, never in its SQL text); `run` executes it with the
 * call's values and returns its rows. `shape` names what changes the SQL text itself (a column
 * selected or not): each shape is compiled once.
 */
export function preparedQuery<Values extends Record<string, unknown>, Row, Shape extends string>(
  build: (db: Database, slots: Values, shape: Shape) => Compilable<Row>,
) {
  const compiled = new WeakMap<object, Map<Shape, CompiledQuery<Row>>>();
  const slots = new Proxy({} as Values, {
    get: (_target, name) => ({ [SLOT]: String(name) }) satisfies Slot,
  });
  return async function run(db: Database, shape: Shape, values: Values): Promise<Row[]> {
    const dialect = db.getExecutor().adapter;
    let shapes = compiled.get(dialect);
    if (!shapes) {
      shapes = new Map();
      compiled.set(dialect, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, slots, shape).compile();
      shapes.set(shape, query);
    }
    const parameters = query.parameters.map((p) => (isSlot(p) ? values[p[SLOT]] : p));
    const { rows } = await db.executeQuery<Row>({ ...query, parameters });
    return rows;
  };
}

/**
 * An insert's row of slots: `slots` gives a slot for any name asked, but has no keys of its
 * own, so the columns are named here (the insert writes exactly these).
 */
export function slotRow<Row extends Record<string, unknown>>(
  slots: Row,
  columns: readonly (keyof Row)[],
): Row {
  return Object.fromEntries(columns.map((c) => [c, slots[c]])) as Row;
}
