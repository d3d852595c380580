import type { PublicStudioResponse } from "@nova/domain";
import { api } from "@/lib/api-client";
import { usePublicResource } from "./use-public-resource";

/** The studio's public contact data, edited in Settings ("" when a field is not set). */
export type PublicStudio = PublicStudioResponse;

/** GET /api/public/studio (no login). */
export function getPublicStudio(signal?: AbortSignal): Promise<PublicStudio> {
  return api.get<PublicStudio>("/api/public/studio", { signal });
}

export function usePublicStudio(initial?: PublicStudio) {
  return usePublicResource(getPublicStudio, initial);
}
