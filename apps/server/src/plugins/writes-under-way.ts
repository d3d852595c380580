import type { FastifyInstance } from "fastify";
import { writesUnderWay } from "../db/sqlite-driver.ts";

// How many write requests this process is answering: SQLite's driver lets a transaction's
// commit wait a turn for others only when a queue of them is on its way (decision 0086).

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function countWritesUnderWay(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    if (WRITES.has(request.method)) {
      writesUnderWay.count++;
      // Counted down once, however the request ends (answered or abandoned).
      let counted = true;
      const end = () => {
        if (!counted) return;
        counted = false;
        writesUnderWay.count--;
      };
      request.raw.once("close", end);
      reply.raw.once("finish", end);
    }
    done();
  });
}
