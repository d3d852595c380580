import type { FastifyInstance } from "fastify";

/**
 * Runs `task` every `everyMs` from the moment the app is ready until it closes, without
 * keeping the process alive for it: the modules' background passes (polling the payment
 * gateway, the daily retention check) each wrote this timer out. A failed run is logged as a
 * warning, `failure`, and the next run comes on time.
 */
export function repeatWhileUp(
  app: FastifyInstance,
  everyMs: number,
  task: () => Promise<unknown>,
  failure: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      task().catch((error) => app.log.warn({ err: error }, failure));
    }, everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
