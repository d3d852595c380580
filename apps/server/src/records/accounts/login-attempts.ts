import type { Database } from "../../db/database.ts";

// Login attempts are counted per (username, IP) in the database, so every instance behind a load
// balancer sees the same count: five failures spread over two instances block like five on one.
// The column is named `failures`: an attempt counts from the moment its check starts, and only
// a success takes the count back to zero.
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

  /**
   * Counts this attempt before its password is checked and answers the minutes left when it is
   * one too many (0: go ahead). Reserved in one statement that returns the new count, so a
   * burst of logins sent at once, on one instance or several, gets at most five password
   * checks: checking first and counting after the slow argon2 check let a whole burst through.
   * An attempt that then fails is already counted; a success clears the count (`reset`). The
   * price: more than five logins of one name from one address in the same instant get 429s
   * even with the right password, until one of the first five succeeds.
   */
  async reserveAttempt(username: string, ip: string): Promise<number> {
    const nowDate = this.now();
    const now = nowDate.toISOString();
    const windowStart = this.windowStart();
    const row = await this.db
      .insertInto("login_failures")
      .values({ key: this.key(username, ip), failures: 1, first_at: now })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({
          // A window that has passed starts again from this attempt.
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
      .returning(["failures", "first_at"])
      .executeTakeFirstOrThrow();
    if (row.failures <= MAX_FAILURES) return 0;
    const elapsed = nowDate.getTime() - Date.parse(row.first_at);
    return Math.max(1, Math.ceil((WINDOW_MS - elapsed) / 60_000));
  }

  /** After a failed check (already counted): old windows of other names and addresses go. */
  async forgetOldWindows(): Promise<void> {
    await this.db.deleteFrom("login_failures").where("first_at", "<", this.windowStart()).execute();
  }

  async reset(username: string, ip: string): Promise<void> {
    await this.db.deleteFrom("login_failures").where("key", "=", this.key(username, ip)).execute();
  }
}
