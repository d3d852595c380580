/// <reference lib="webworker" />
// The console's service worker (decision 0080), built by vite-plugin-pwa (injectManifest) with
// Workbox. It keeps three things and nothing else:
//   1. the app's own files of this build (precache), so a screen opens without network;
//   2. the console's shell for navigations the network does not answer (network first: online,
//      every page load gets the server's current index.html, never a stale build);
//   3. a teacher's day (who she is, her classes, the sessions of the days the page fetched),
//      per session, only for a teacher's account, dropped when the server refuses the token
//      and deleted by the page on logout and login.
// Every other /api request, and the public pages, go to the network untouched.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import {
  DAY_CACHE,
  dayCacheKey,
  isConsolePath,
  isDayRequest,
  isTeacherAccount,
  sessionOf,
  sessionOfKey,
} from "./day-cache";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** How long a navigation or a day request waits for the network before the kept copy is used. */
const NETWORK_TIMEOUT_MS = 4_000;
/** A day's entries live a week and a day: the page fetches today and the six days after it. */
const DAY_MAX_AGE_SECONDS = 8 * 24 * 3600;

// "/" is the studio's page, written by the server: it is never answered with the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "" });
cleanupOutdatedCaches();
// The first worker looks after the open pages at once (they run this very build), so the
// teacher's day is kept from the first visit. A later version waits for 'Actualizar'.
clientsClaim();

// The page's 'Actualizar' (app/update-prompt.tsx) asks the waiting version to take over.
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" &&
    url.origin === self.location.origin &&
    isConsolePath(url.pathname),
  async ({ request }) => {
    try {
      return await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    } catch {
      const shell = await matchPrecache("index.html");
      return shell ?? Response.error();
    }
  },
);

/** Deletes every kept answer of one session (the server refused its token). */
async function forgetSession(session: string): Promise<void> {
  const cache = await caches.open(DAY_CACHE);
  for (const key of await cache.keys()) {
    if (sessionOfKey(key.url) === session) await cache.delete(key);
  }
}

/** Whether a session is a teacher's, from her /api/auth/me kept (or fetched once now). */
const teacherSessions = new Map<string, Promise<boolean>>();
function isTeacherSession(session: string, authorization: string): Promise<boolean> {
  let known = teacherSessions.get(session);
  if (!known) {
    known = (async () => {
      const meUrl = new URL("/api/auth/me", self.location.origin).href;
      const key = dayCacheKey(meUrl, session);
      const kept = await caches.match(key, { cacheName: DAY_CACHE });
      if (kept) return isTeacherAccount(await kept.json());
      const answer = await fetch(meUrl, { headers: { authorization }, cache: "no-store" });
      const teacher = answer.ok && isTeacherAccount(await answer.clone().json());
      // Kept too: after a reload offline the page asks who is signed in before anything else.
      if (teacher) await (await caches.open(DAY_CACHE)).put(key, answer);
      return teacher;
    })().catch(() => {
      teacherSessions.delete(session);
      return false;
    });
    teacherSessions.set(session, known);
  }
  return known;
}

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    isDayRequest(url) &&
    sessionOf(request.headers.get("authorization")) !== null,
  new NetworkFirst({
    cacheName: DAY_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000,
    plugins: [
      {
        // One session never reads another's answers: the key carries the session.
        cacheKeyWillBeUsed: async ({ request }) =>
          dayCacheKey(request.url, sessionOf(request.headers.get("authorization")) ?? "none"),
        fetchDidSucceed: async ({ request, response }) => {
          const session = sessionOf(request.headers.get("authorization"));
          if (session && (response.status === 401 || response.status === 403)) {
            teacherSessions.delete(session);
            await forgetSession(session);
          }
          return response;
        },
        // Kept only when it is a teacher's own answer.
        cacheWillUpdate: async ({ request, response }) => {
          const authorization = request.headers.get("authorization");
          const session = sessionOf(authorization);
          if (!session || !authorization || response.status !== 200) return null;
          if (new URL(request.url).pathname === "/api/auth/me") {
            const teacher = isTeacherAccount(await response.clone().json());
            teacherSessions.set(session, Promise.resolve(teacher));
            return teacher ? response : null;
          }
          return (await isTeacherSession(session, authorization)) ? response : null;
        },
      },
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: DAY_MAX_AGE_SECONDS }),
    ],
  }),
);
