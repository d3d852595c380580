// Checking a token's HS256 signature through WebCrypto was the largest single cost of a cached
// read (~8 % of CPU). A signature, once checked, stays valid, so the session id of each checked
// token is remembered (bounded, least recently used first out). Expiry and revocation are still
// decided on every request by the session row.
const MAX_TOKENS = 2_000;

export class VerifiedTokens {
  private readonly sessions = new Map<string, string>();

  /** The session id of a token whose signature was already checked. */
  get(token: string): string | undefined {
    const sessionId = this.sessions.get(token);
    if (sessionId !== undefined) {
      this.sessions.delete(token);
      this.sessions.set(token, sessionId);
    }
    return sessionId;
  }

  remember(token: string, sessionId: string) {
    this.sessions.set(token, sessionId);
    if (this.sessions.size > MAX_TOKENS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
  }
}
