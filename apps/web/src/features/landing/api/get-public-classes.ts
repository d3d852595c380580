import type { PublicClassResponse } from "@nova/domain";
import { api } from "@/lib/api-client";
import { usePublicResource } from "./use-public-resource";

/** A published class as the landing page shows it (docs/product/data.md#public-class "Public class"). */
export type PublicClass = PublicClassResponse;

/** GET /api/public/classes (no login). */
export function getPublicClasses(signal?: AbortSignal): Promise<PublicClass[]> {
  return api.get<PublicClass[]>("/api/public/classes", { signal });
}

export function usePublicClasses(initial?: PublicClass[]) {
  return usePublicResource(getPublicClasses, initial);
}
