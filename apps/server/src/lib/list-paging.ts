import type { FastifyReply } from "fastify";

/** Rows to skip and take for one page, or undefined when the whole list is wanted. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * The window of `?page=&size=`: pages are 1-based and paging applies only when `size` is
 * given (a list without `size` is answered whole, as the web app's pickers want it).
 */
export function pageWindow(query: { page?: number | undefined; size?: number | undefined }) {
  if (query.size === undefined) return undefined;
  const page = query.page ?? 1;
  return { limit: query.size, offset: (page - 1) * query.size } satisfies PageWindow;
}

/**
 * How many rows match the filter, given the page read with `window`: the page itself when it
 * is the whole list, or when it came up short of a full page (nothing lies beyond it: a search
 * typed name by name mostly ends here), otherwise `count()`, a second pass over the matches.
 */
export async function totalOf(
  window: PageWindow | undefined,
  rows: readonly unknown[],
  count: () => Promise<number>,
): Promise<number> {
  if (!window) return rows.length;
  // An empty page past the first says nothing about how many come before it.
  if (rows.length < window.limit && (rows.length > 0 || window.offset === 0)) {
    return window.offset + rows.length;
  }
  return count();
}

/** Sets `X-Total-Count`, the number of matching rows before paging, on every list answer. */
export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header("X-Total-Count", String(total));
}
