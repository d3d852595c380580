import type { PublicSiteResponse } from "@nova/domain";
import { api } from "@/lib/api-client";
import { usePublicResource } from "./use-public-resource";

/** The published page: texts, photos, facts, sections and classes with seats (no login). */
export type PublicSite = PublicSiteResponse;
export type PublicSiteClass = PublicSite["classes"][number];

/** GET /api/public/site. */
export function getPublicSite(signal?: AbortSignal): Promise<PublicSite> {
  return api.get<PublicSite>("/api/public/site", { signal });
}

export function usePublicSite(initial?: PublicSite) {
  return usePublicResource(getPublicSite, initial);
}
