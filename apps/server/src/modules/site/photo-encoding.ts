import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { failure } from "../../lib/errors.ts";
import type { PhotoFile } from "./site.repository.ts";

/** Largest upload accepted (before re-encoding). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The widths the page asks for through srcset (never wider than the original). */
const WIDTHS = [480, 960, 1600];
const ACCEPTED = new Set(["jpeg", "png", "webp"]);
// A 10 MB PNG can still claim a huge canvas: refuse anything past ~50 megapixels before decoding.
const MAX_PIXELS = 50_000_000;

const notAPhoto = () =>
  failure(
    "VALIDATION_ERROR",
    { field: "file" },
    "El archivo debe ser una foto JPEG, PNG o WebP de hasta 10 MB",
  );

/**
 * Re-encodes an uploaded photo into the sizes the page uses, as WebP (every browser the page
 * supports reads it), turned upright by its EXIF orientation and with its metadata (camera,
 * place) dropped. What the visitor downloads is never the file that was uploaded.
 */
export async function encodePhoto(
  input: Buffer,
): Promise<{ width: number; height: number; files: PhotoFile[] }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw notAPhoto();
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw notAPhoto();
  // Orientations 5-8 swap width and height.
  const swapped = (meta.orientation ?? 1) >= 5;
  const fullWidth = swapped ? meta.height : meta.width;
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, fullWidth)))];
  const files: PhotoFile[] = [];
  try {
    for (const width of widths) {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      files.push({
        hash: createHash("sha256").update(data).digest("hex"),
        width: info.width,
        height: info.height,
        contentType: "image/webp",
        bytes: data,
      });
    }
  } catch {
    throw notAPhoto();
  }
  const largest = files[files.length - 1] as PhotoFile;
  return { width: largest.width, height: largest.height, files };
}
