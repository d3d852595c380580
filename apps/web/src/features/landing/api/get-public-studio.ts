import { api } from "@/lib/api-client";
import { usePublicResource } from "./use-public-resource";

/** The studio's public contact data, edited in Settings ("" when a field is not set). */
export interface PublicStudio {
  name: string;
  description: string;
  address: string;
  phone: string;
  /** Number for the messaging-app link, digits with country code. */
  whatsapp: string;
  /** Social profile handle ("@novadanza") or address. */
  instagram: string;
  email: string;
  /** What the embedded map searches (usually the address). */
  mapQuery: string;
}

/** GET /api/public/studio (no login). */
export function getPublicStudio(signal?: AbortSignal): Promise<PublicStudio> {
  return api.get<PublicStudio>("/api/public/studio", { signal });
}

export function usePublicStudio() {
  return usePublicResource(getPublicStudio);
}
