import { randomBytes } from "node:crypto";
import pg from "pg";

// A throwaway database for the integration tests, the bench and the profiling scripts (each run
// creates and drops its own); never used by the product itself.

/** A fresh database on the server of `baseUrl`, with a function that drops it again. */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix = "nova_test",
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // The pool's connections may take a moment to close after db.destroy(); dropping with
      // FORCE at once would kill them mid-close and surface as an unhandled 57P01. Wait for
      // them, and only force after a few tries.
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        for (let attempt = 0; attempt < 20; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
