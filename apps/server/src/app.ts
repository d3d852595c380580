import { randomBytes } from "node:crypto";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import helmet from "helmet";
import type { TrustProxy } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { AppContext } from "./lib/app-context.ts";
import { GZIP_OPTIONS } from "./lib/content-encoding.ts";
import { VerifiedTokens } from "./lib/verified-tokens.ts";
import { attendanceRoutes } from "./modules/attendance/attendance.routes.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { backupRoutes } from "./modules/backups/backups.routes.ts";
import { cashCloseRoutes } from "./modules/cash-close/cash-close.routes.ts";
import { classRoutes } from "./modules/classes/classes.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { enrollmentRoutes } from "./modules/enrollments/enrollments.routes.ts";
import { guardianRoutes } from "./modules/guardians/guardians.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { onlinePaymentsRoutes } from "./modules/online-payments/online-payments.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { portalRoutes } from "./modules/portal/portal.routes.ts";
import { currentNotice } from "./modules/privacy/notice.service.ts";
import { privacyRoutes } from "./modules/privacy/privacy.routes.ts";
import { publicRoutes } from "./modules/public/public.routes.ts";
import { reminderRoutes } from "./modules/reminders/reminders.routes.ts";
import { honorariosRoutes } from "./modules/reports/honorarios.routes.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { scholarshipRoutes } from "./modules/scholarships/scholarships.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { siteRoutes } from "./modules/site/site.routes.ts";
import { pageHead, publicSite } from "./modules/site/site.service.ts";
import { studentRoutes } from "./modules/students/students.routes.ts";
import { taxDocumentRoutes } from "./modules/tax-documents/tax-documents.routes.ts";
import { teacherRoutes } from "./modules/teachers/teachers.routes.ts";
import { trialRequestRoutes } from "./modules/trial-requests/trial-requests.routes.ts";
import { userRoutes } from "./modules/users/users.routes.ts";
import { waiverRoutes } from "./modules/waivers/waivers.routes.ts";
import { markRoutesPublic, registerAuthentication } from "./plugins/authenticate.ts";
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
} from "./plugins/error-handler.ts";
import { registerFieldAccess } from "./plugins/field-access.ts";
import { registerHttpsOnlyHeaders } from "./plugins/https-headers.ts";
import { type LoadSheddingOptions, registerLoadShedding } from "./plugins/load-shedding.ts";
import type { RequestQueryCounter } from "./plugins/query-count-header.ts";
import { registerReadCache } from "./plugins/read-cache.ts";
import { registerControlCharacterCheck } from "./plugins/reject-control-characters.ts";
import { registerSameOriginCheck } from "./plugins/same-origin.ts";
import { registerSiteFiles } from "./plugins/site-files.ts";
import { registerStaticWeb } from "./plugins/static-web.ts";
import { countWritesUnderWay } from "./plugins/writes-under-way.ts";
import { RequestLogController } from "./process/logger.ts";
import { loadAuditKey } from "./records/audit/audit-key.ts";
import { loadStudio } from "./records/system/settings.ts";

export interface AppOptions {
  db: Database;
  jwtSecret: Uint8Array;
  now?: () => Date;
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string;
  logger?: FastifyServerOptions["logger"];
  /** A logger made by the caller (logger.ts createLogger); replaces `logger`. */
  loggerInstance?: FastifyServerOptions["loggerInstance"];
  /** Proxies allowed to set X-Forwarded-For/-Proto (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** The address people open (PUBLIC_URL); an https one turns on HSTS and upgrade-insecure. */
  publicUrl?: string;
  /** DATA_DIR: the audit anchor file is kept there and moved forward every minute. */
  dataDir?: string;
  /** AUDIT_KEY; otherwise DATA_DIR/audit-key, or (no DATA_DIR, tests) a key for this app only. */
  auditKey?: string | undefined;
  /**
   * Refuse API work with a 503 under overload (plugins/load-shedding.ts): the server (main.ts)
   * always does, with the defaults; tests that do not study it leave it off, since requests
   * injected in a loop never let the event loop's timers run and would read as a stalled loop.
   */
  loadShedding?: LoadSheddingOptions;
  /** `npm run bench` only (BENCH_QUERY_COUNT=1): each answer says how many queries it ran. */
  queryCounter?: RequestQueryCounter;
  /** false: boletas are issued only when a test runs the queue (issue 39); on by default. */
  taxQueueAuto?: boolean;
}

/** A hop count becomes the function proxy-addr expects: trust the nearest `hops` addresses. */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole HTTP app on the given database; tests call it with any database. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    // Two info lines per request buried what mattered: one at debug instead (logger.ts).
    logController: new RequestLogController(),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: 1_048_576,
    // Every spelling of a path reaches its route, so authentication is decided by the route;
    // the authentication hook then answers 404 to any spelling but the exact one.
    routerOptions: {
      caseSensitive: false,
      ignoreDuplicateSlashes: true,
      ignoreTrailingSlash: true,
    },
    frameworkErrors,
    clientErrorHandler,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API (OpenAPI) and type the handlers at compile time;
  // re-validating every response with zod at run time took a 3,000-payment list from ~34 to
  // ~42 ms, so responses are serialised as they are (see docs/decisions/0011-responses-are-not-re-validated-at-run-time.md).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Many HTTP clients send `Content-Type: application/json` with no body on a DELETE, which
  // Fastify's JSON parser refuses with 400: an empty body is read as no body. Anything else
  // goes through Fastify's own parser (prototype-poisoning protection included).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // JSON only (issue 35): Fastify also reads text/plain, the one body besides forms that
  // another site's page can post without asking (no CORS preflight). Any other type is a 415
  // in Spanish; Flow's form callbacks and the site's photo uploads add their own parser on
  // their own routes only (online-payments.routes.ts, site.routes.ts).
  app.removeContentTypeParser("text/plain");

  const ctx: AppContext = {
    db: options.db,
    jwtKey: await crypto.subtle.importKey(
      "raw",
      options.jwtSecret,
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    ),
    now: options.now ?? (() => new Date()),
    verifiedTokens: new VerifiedTokens(),
    auditKey: options.dataDir
      ? loadAuditKey(options.dataDir, options.auditKey)
      : new TextEncoder().encode(options.auditKey ?? randomBytes(32).toString("base64url")),
    dataDir: options.dataDir,
    publicUrl: options.publicUrl,
  };

  registerErrorHandler(app);
  // Built once and run on every request's raw response (as helmet is meant to be used): the
  // Fastify plugin rebuilt it, parsing the whole policy, for each request (3 % of the CPU under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // The landing page embeds the studio's map.
        frameSrc: ["https://www.google.com", "https://maps.google.com"],
        connectSrc: ["'self'"],
        // Sent only over HTTPS (registerHttpsOnlyHeaders): over plain HTTP on the studio's
        // network it would make the browser fetch the scripts over https and show nothing.
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
  // Before anything that costs: a refused request is answered without authentication or query.
  if (options.loadShedding) registerLoadShedding(app, ctx.db, options.loadShedding);
  countWritesUnderWay(app);
  options.queryCounter?.register(app);
  registerHttpsOnlyHeaders(app, options.publicUrl);
  registerSameOriginCheck(app, options.publicUrl);
  await app.register(rateLimit, { global: false });
  // The API's answers (JSON, CSV) are compressed per request when the client takes it: brotli
  // at quality 4, else gzip at its fastest level, from 1 KB. Run after the read cache's
  // onSend (route hooks follow the app's), so the cache keeps the plain bytes. The web app's
  // files were compressed by the build (static-web.ts) and are left alone; request bodies are
  // never inflated (a small compressed body could unpack past the body limit).
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") && route.compress === undefined) route.compress = false;
  });
  await app.register(compress, {
    encodings: ["br", "gzip"],
    zlibOptions: GZIP_OPTIONS,
    globalDecompression: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "NOVA Studio API", version: "1.0.0", description: "API del estudio de danza" },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          // The family portal's session (issue 30): a cookie sent to /api/portal only.
          portalCookie: { type: "apiKey", in: "cookie", name: "nova_portal" },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    await scope.register(swaggerUi, { routePrefix: "/api/docs" });
  });

  registerReadCache(app, ctx.db, ctx.now);
  registerAuthentication(app, ctx);
  registerControlCharacterCheck(app);
  registerFieldAccess(app);
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(studentRoutes, { ctx });
  await app.register(guardianRoutes, { ctx });
  await app.register(enrollmentRoutes, { ctx });
  await app.register(teacherRoutes, { ctx });
  await app.register(classRoutes, { ctx });
  await app.register(publicRoutes, { ctx });
  await app.register(paymentsRoutes, { ctx });
  await app.register(reportsRoutes, { ctx });
  await app.register(honorariosRoutes, { ctx });
  await app.register(reminderRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
  await app.register(backupRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
  await app.register(waiverRoutes, { ctx });
  await app.register(scholarshipRoutes, { ctx });
  await app.register(cashCloseRoutes, { ctx });
  await app.register(privacyRoutes, { ctx });
  await app.register(siteRoutes, { ctx });
  await app.register(trialRequestRoutes, { ctx });
  await app.register(attendanceRoutes, { ctx });
  await app.register(portalRoutes, { ctx });
  await app.register(onlinePaymentsRoutes, { ctx });
  await app.register(taxDocumentRoutes, { ctx, autoQueue: options.taxQueueAuto ?? true });

  await registerSiteFiles(app, options.publicUrl, ctx.db, options.webDist, {
    head: () => pageHead(ctx.db, ctx.now()),
    // The answer of GET /api/public/site, from its own service: the page shows its contact
    // data and classes as views of it (apps/web/src/features/landing/landing-data.ts).
    data: async () => {
      const now = ctx.now();
      const [site, { today }] = await Promise.all([
        publicSite(ctx.db, now),
        loadStudio(ctx.db, now),
      ]);
      return { site, year: Number(today.slice(0, 4)) };
    },
    privacy: async () => {
      const [notice, { settings }] = await Promise.all([
        currentNotice(ctx),
        loadStudio(ctx.db, ctx.now()),
      ]);
      return { notice, studioName: settings.studio.name };
    },
    now: ctx.now,
  });
  await registerStaticWeb(app, options.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
