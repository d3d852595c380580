import type { PostgresPool } from "kysely";

/**
 * How long requests have been waiting for a PostgreSQL connection of this process's pool. The
 * pool hands connections out in arrival order, so the oldest waiter still in line says whether
 * the line moves: when it has waited long, queries are slower than the load (no statistics, a
 * lock, a burst), and a request admitted now would only wait too (issue 37, decision 0075).
 */
export class PoolWaits {
  /** Start times of the connects not yet answered, oldest first; answered ones marked. */
  private readonly line: { since: number; done: boolean }[] = [];

  /** The same pool, with each `connect()` timed from the call to its answer. */
  tracking(pool: PostgresPool): PostgresPool {
    return {
      connect: async () => {
        const entry = { since: performance.now(), done: false };
        this.line.push(entry);
        try {
          return await pool.connect();
        } finally {
          entry.done = true;
          this.dropAnswered();
        }
      },
      end: () => pool.end(),
    };
  }

  /** Milliseconds the oldest unanswered connect has waited (0 when none waits). */
  oldestWaitMs(now = performance.now()): number {
    this.dropAnswered();
    const oldest = this.line[0];
    return oldest ? now - oldest.since : 0;
  }

  private dropAnswered() {
    let answered = 0;
    while (answered < this.line.length && this.line[answered]?.done) answered++;
    if (answered > 0) this.line.splice(0, answered);
  }
}

const byDatabase = new WeakMap<object, PoolWaits>();

/** Remembers the pool waits of a database made by createDatabase. */
export function rememberPoolWaits(db: object, waits: PoolWaits) {
  byDatabase.set(db, waits);
}

/** The oldest pool wait of a database, in ms; always 0 on SQLite (no pool to wait for). */
export function oldestPoolWaitMs(db: object): number {
  return byDatabase.get(db)?.oldestWaitMs() ?? 0;
}
