import type { Database } from "../../db/database.ts";

// Failed logins are counted per (username, IP) in the database, so every instance behind a load
// balancer sees the same count: five failures spread over two instances block like five on one.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private key(username: string, ip: string) {
    return `${username.toLowerCase()}|${ip}`;
  }

  private windowStart() {
    return new Date(this.now().getTime() - WINDOW_MS).toISOString();
  }

  /** Minutes left before another attempt is allowed, or 0 when it is allowed now. */
  async blockedMinutes(username: string, ip: string): Promise<number> {
    const row = await this.db
      .selectFrom("login_failures")
      .select(["failures", "first_at"])
      .where("key", "=", this.key(username, ip))
      .executeTakeFirst();
    if (!row || row.failures < MAX_FAILURES || row.first_at < this.windowStart()) return 0;
    const elapsed = this.now().getTime() - Date.parse(row.first_at);
    return Math.max(1, Math.ceil((WINDOW_MS - elapsed) / 60_000));
  }

  /** Counts one failure; a failure after the window has passed starts a new window. */
  async recordFailure(username: string, ip: string): Promise<void> {
    const now = this.now().toISOString();
    const windowStart = this.windowStart();
    // One statement, so failures arriving at the same moment on two instances both count.
    await this.db
      .insertInto("login_failures")
      .values({ key: this.key(username, ip), failures: 1, first_at: now })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when("login_failures.first_at", "<", windowStart)
            .then(1)
            .else(eb("login_failures.failures", "+", 1))
            .end(),
          first_at: eb
            .case()
            .when("login_failures.first_at", "<", windowStart)
            .then(now)
            .else(eb.ref("login_failures.first_at"))
            .end(),
        })),
      )
      .execute();
    // Old windows of other names and addresses are of no use any more.
    await this.db.deleteFrom("login_failures").where("first_at", "<", windowStart).execute();
  }

  async reset(username: string, ip: string): Promise<void> {
    await this.db.deleteFrom("login_failures").where("key", "=", this.key(username, ip)).execute();
  }
}
