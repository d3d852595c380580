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

/** Sets `X-Total-Count`, the number of matching rows before paging, on every list answer. */
export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header("X-Total-Count", String(total));
}
