import { Readable } from "node:stream";
import { publicPhotoSchema, publicSiteResponseSchema } from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { actionById, changeById, plainRead } from "../../routing/record-route-rows.ts";
import { routeTable } from "../../routing/route-table.ts";
import { MAX_PHOTO_BYTES } from "./photo-encoding.ts";
import {
  changePhotoAlt,
  listPhotos,
  photoFile,
  publicSite,
  removePhoto,
  uploadPhoto,
} from "./site.service.ts";

const altField = z
  .string({ error: "El texto alternativo es requerido" })
  .trim()
  .min(3, { error: "Describa la foto en el texto alternativo (mínimo 3 caracteres)" })
  .max(200, { error: "Máximo 200 caracteres" });

// The page's photos arrive as the file itself (Content-Type image/jpeg, image/png or
// image/webp), not as JSON: a 10 MB photo in base64 would be 13 MB of JSON.
const IMAGE_TYPES = /^image\/(?:jpeg|png|webp)$/;

export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: "buffer", bodyLimit: MAX_PHOTO_BYTES },
    (_request, body, done) => done(null, body),
  );

  routeTable(app, ["público"], {
    "GET /api/public/site": {
      config: { public: true, cache: { topics: ["records"] } },
      schema: {
        summary: "La página pública publicada: textos, fotos, contacto y clases con cupos",
        security: [],
        response: { 200: publicSiteResponseSchema },
      },
      handler: async () => publicSite(ctx.db, ctx.now()),
    },
    "GET /api/public/photos/:hash": {
      config: { public: true },
      schema: {
        summary: "Un tamaño de una foto de la página, por el hash de su contenido",
        security: [],
        params: z.object({
          hash: z.string().regex(/^[0-9a-f]{64}$/, { error: "Foto inválida" }),
        }),
        response: { 200: z.any().describe("Los bytes de la foto (image/webp)") },
      },
      handler: async (request, reply) => {
        const file = await photoFile(ctx.db, request.params.hash);
        if (!file) throw failure("SITE_PHOTO_NOT_FOUND");
        // Named by its content: the address never shows other bytes, so it is kept a year.
        reply.header("cache-control", "public, max-age=31536000, immutable");
        reply.header("etag", `"${file.hash}"`);
        reply.type(file.contentType);
        reply.header("content-length", file.bytes.length);
        // As a stream: the bytes are not JSON, and nothing on the way should treat them as such.
        return reply.send(Readable.from([file.bytes]));
      },
    },
  });

  // The photo library: read by the desk, changed by admins only (rows without an access rule).
  routeTable(app, ["página pública"], {
    "GET /api/site/photos": plainRead({
      config: { access: "staff", cache: { topics: ["records"] } },
      summary: "Fotos subidas para la página pública",
      view: z.array(publicPhotoSchema),
      read: () => listPhotos(ctx),
    }),
    "POST /api/site/photos": {
      schema: {
        summary:
          "Sube una foto (cuerpo: el archivo JPEG, PNG o WebP, hasta 10 MB); se guarda redimensionada en WebP",
        querystring: z.object({
          alt: altField.describe("Texto alternativo de la foto (obligatorio)"),
        }),
        response: { 201: publicPhotoSchema },
      },
      status: 201,
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw failure(
            "VALIDATION_ERROR",
            { field: "file" },
            "Envíe la foto como archivo JPEG, PNG o WebP de hasta 10 MB",
          );
        }
        return uploadPhoto(ctx, requireUser(request), request.body, request.query.alt);
      },
    },
    "PUT /api/site/photos/:id": changeById({
      summary: "Cambia el texto alternativo de una foto",
      body: z.object({ alt: altField }),
      view: publicPhotoSchema,
      change: (user, id, input) => changePhotoAlt(ctx, user, id, input.alt),
    }),
    "DELETE /api/site/photos/:id": actionById({
      summary: "Borra una foto de la biblioteca",
      act: (user, id) => removePhoto(ctx, user, id),
    }),
  });
};
