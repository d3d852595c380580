import { promisify } from "node:util";
import zlib from "node:zlib";

// What a compressed answer is made with, wherever the server keeps one instead of compressing
// it anew for each request (the read cache's answers).

export type ContentEncoding = "br" | "gzip";

/** Below this many bytes an answer is sent as it is (the API's compression does the same). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * gzip's fastest level, here and in the API's compression (app.ts). Browsers ask for brotli
 * over HTTPS only: the reception PC on plain HTTP by LAN address takes gzip, and zlib's default
 * level 6 spent some 3 ms of a cold 190 KB report to save a tenth of its bytes on a LAN.
 */
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 1 };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best encoding the request accepts (brotli, then gzip), or none. */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const accepted = new Set(
    (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      // "gzip;q=0" says no.
      .filter(([, q]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q ?? ""))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/**
 * `body` compressed for `encoding`, off the event loop (zlib's thread pool): brotli at the
 * quality the API's own compression uses (4: a report of a megabyte in some milliseconds),
 * gzip at GZIP_OPTIONS' level.
 */
export function compressed(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === "gzip") return gzip(body, GZIP_OPTIONS);
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
