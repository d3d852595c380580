// Failed logins are counted per (username, IP) in memory: enough to slow down guessing from one
// place; behind several instances each keeps its own count (see docs/decisions.md).
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

interface Entry {
  failures: number;
  firstAt: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  private key(username: string, ip: string) {
    return `${username.toLowerCase()}|${ip}`;
  }

  /** Minutes left before another attempt is allowed, or 0 when it is allowed now. */
  blockedMinutes(username: string, ip: string): number {
    const entry = this.entries.get(this.key(username, ip));
    if (!entry) return 0;
    const elapsed = this.now() - entry.firstAt;
    if (elapsed > WINDOW_MS) {
      this.entries.delete(this.key(username, ip));
      return 0;
    }
    return entry.failures >= MAX_FAILURES ? Math.ceil((WINDOW_MS - elapsed) / 60_000) : 0;
  }

  recordFailure(username: string, ip: string) {
    const key = this.key(username, ip);
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.firstAt > WINDOW_MS) {
      this.entries.set(key, { failures: 1, firstAt: this.now() });
    } else {
      entry.failures += 1;
    }
  }

  reset(username: string, ip: string) {
    this.entries.delete(this.key(username, ip));
  }
}
