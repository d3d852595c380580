import {
  keepPreviousData,
  type QueryKey,
  type QueryMeta,
  queryOptions,
  useQuery,
} from "@tanstack/react-query";
import { api, type Page, type QueryParams } from "./api-client";

/** What tells one API read from another: its cache key, its address and how it fails. */
export interface ApiQuerySpec<TArgs extends unknown[]> {
  /** The query key, from the feature's key factory (`attendanceKeys.student`). */
  key: (...args: TArgs) => QueryKey;
  /** The GET address: fixed, or of the arguments (`(id) => \`/api/students/${id}\``). */
  url: string | ((...args: TArgs) => string);
  /** The query string, when there is one. */
  params?: (...args: TArgs) => QueryParams;
  /** How a failure is told (`queryMeta` in query-client.ts): a toast's title, or `silent`. */
  meta?: QueryMeta;
  /** Instead of the app's default (30 s). */
  staleTime?: number;
}

function urlOf<TArgs extends unknown[]>(spec: ApiQuerySpec<TArgs>, args: TArgs): string {
  return typeof spec.url === "string" ? spec.url : spec.url(...args);
}

/**
 * The query options of a read declared by its `spec` and how it `fetch`es them, as a function
 * of the read's arguments: for `useQuery` (with `enabled` or `placeholderData` added where a
 * screen needs them) and for prefetches.
 */
function declareQuery<TData, TArgs extends unknown[]>(
  spec: ApiQuerySpec<TArgs>,
  fetch: (signal: AbortSignal, ...args: TArgs) => Promise<TData>,
) {
  return (...args: TArgs) =>
    queryOptions({
      queryKey: spec.key(...args),
      queryFn: ({ signal }) => fetch(signal, ...args),
      meta: spec.meta,
      // Left out when not given: an explicit `undefined` would override the default.
      ...(spec.staleTime === undefined ? {} : { staleTime: spec.staleTime }),
    });
}

/**
 * A GET of the API as TanStack query options, declared once by its `ApiQuerySpec`. Most reads
 * differ only in their spec; one that reshapes the answer writes its own `queryOptions`.
 */
export function apiQuery<TData, TArgs extends unknown[] = []>(spec: ApiQuerySpec<TArgs>) {
  return declareQuery<TData, TArgs>(spec, (signal, ...args) =>
    api.get<TData>(urlOf(spec, args), { query: spec.params?.(...args), signal }),
  );
}

/** The same for a paged list: the items and the total of every page (`api.getPage`). */
export function apiPageQuery<TItem, TArgs extends unknown[] = []>(spec: ApiQuerySpec<TArgs>) {
  return declareQuery<Page<TItem>, TArgs>(spec, (signal, ...args) =>
    api.getPage<TItem>(urlOf(spec, args), { query: spec.params?.(...args), signal }),
  );
}

/** A read's spec, and how its hook behaves while the next arguments load. */
export interface ApiReadSpec<TArgs extends unknown[]> extends ApiQuerySpec<TArgs> {
  /** The answer shown stays while another one loads (a list's next page, the next month). */
  keepPrevious?: boolean;
}

/** The hook of a read whose screens take it as it is: `useQuery` of its options, nothing added. */
function readHook<TData, TArgs extends unknown[]>(
  options: ReturnType<typeof declareQuery<TData, TArgs>>,
  keepPrevious: boolean | undefined,
) {
  // Built once per read, when its module loads (`export const useX = apiRead(…)`), never in a
  // render: each read keeps one hook for the life of the app.
  // biome-ignore lint/correctness/noComponentHookFactories: called at module level only
  return function useApiRead(...args: TArgs) {
    return useQuery({
      ...options(...args),
      ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    });
  };
}

/**
 * A GET and its hook, declared in one go (`export const useClass = apiRead<…>({…})`). A read
 * that is also prefetched, or whose hook adds `enabled` and the like, keeps `apiQuery`.
 */
export function apiRead<TData, TArgs extends unknown[] = []>(spec: ApiReadSpec<TArgs>) {
  return readHook(apiQuery<TData, TArgs>(spec), spec.keepPrevious);
}

/** The same for a paged list (`apiPageQuery`). */
export function apiPageRead<TItem, TArgs extends unknown[] = []>(spec: ApiReadSpec<TArgs>) {
  return readHook(apiPageQuery<TItem, TArgs>(spec), spec.keepPrevious);
}
