import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { type DestinationStream, type Level, pino } from "pino";

// Logs are for two readers. A person at a terminal gets one short line per event (time, level
// when it is not plain information, message, a few fields); a log collector (stdout not a
// terminal: systemd, Docker, a file) gets pino's JSON lines, one object per event. LOG_FORMAT
// chooses explicitly.

export type LogFormat = "pretty" | "json";

/** JSON unless stdout is a terminal; LOG_FORMAT, when given, decides. */
export function chooseLogFormat(
  configured: LogFormat | undefined,
  stdoutIsTty: boolean,
): LogFormat {
  return configured ?? (stdoutIsTty ? "pretty" : "json");
}

const LEVEL_NAMES: Record<number, string> = {
  10: "TRAZA",
  20: "DEPURACIÓN",
  30: "",
  40: "AVISO",
  50: "ERROR",
  60: "FATAL",
};

// Fields every line carries or that say nothing to a person reading the terminal.
const QUIET_FIELDS = new Set(["level", "time", "msg", "pid", "hostname", "reqId", "err"]);

function clock(time: unknown): string {
  const date = typeof time === "number" ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, "0"))
    .join(":");
}

function fieldValue(value: unknown): string {
  if (typeof value === "string") return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return String(value);
}

/** One pino JSON record as a line for a person: `14:02:11 AVISO mensaje campo=valor`. */
export function prettyLine(record: Record<string, unknown>): string {
  const level = LEVEL_NAMES[record.level as number] ?? String(record.level);
  const parts = [clock(record.time)];
  if (level) parts.push(level);
  parts.push(String(record.msg ?? ""));
  for (const [key, value] of Object.entries(record)) {
    // Objects (a backup's row counts, a request's headers) are for the JSON logs.
    if (QUIET_FIELDS.has(key) || value === undefined || typeof value === "object") continue;
    parts.push(`${key}=${fieldValue(value)}`);
  }
  let line = parts.join(" ");
  const err = record.err as { message?: string; stack?: string } | string | undefined;
  if (typeof err === "string") line += ` (${err})`;
  else if (err) line += `\n${err.stack ?? err.message ?? JSON.stringify(err)}`;
  return `${line}\n`;
}

/** A destination that writes each record as prettyLine to `out`. */
export function prettyDestination(out: { write(text: string): unknown }): DestinationStream {
  return {
    write(line: string) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line);
      } catch {
        out.write(line);
        return;
      }
      // Fastify's own "Server listening at …" (one per address and per process) says what the
      // start-up's "Abierto en …" line already says for a person; log collectors still get it.
      if (typeof record.msg === "string" && record.msg.startsWith("Server listening at ")) return;
      out.write(prettyLine(record));
    },
  };
}

/** The server's logger: pretty or JSON lines on stdout at `level`. */
export function createLogger(options: { level: Level | "silent"; format: LogFormat }) {
  if (options.format === "json") return pino({ level: options.level });
  return pino({ level: options.level }, prettyDestination(process.stdout));
}

// A request slower than this is logged at warn even when request logs are off.
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's request logging, quieter: one line per answered request at debug (LOG_LEVEL=debug
 * shows them) instead of two at info, a slow one at warn, a request that errored at error.
 * Failures answered by the error handler (5xx) are logged there with their error; what Fastify
 * reports on a broken stream or header write stays as it was.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const ms = Math.round(reply.elapsedTime);
    const fields = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (error) reply.log.error({ ...fields, err: error }, "la solicitud falló");
    else if (ms >= SLOW_REQUEST_MS) reply.log.warn(fields, "solicitud lenta");
    else reply.log.debug(fields, "solicitud");
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug({ method: request.method, url: request.url }, "ruta inexistente");
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500) reply.log.error({ err: error, url: request.url }, error.message);
    else reply.log.debug({ err: error.message, url: request.url }, "solicitud rechazada");
  }
}
