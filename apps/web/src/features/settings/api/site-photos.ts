import type { PublicPhoto } from "@nova/domain";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";
import { queryRoots } from "@/lib/query-keys";

const sitePhotoKeys = { all: queryRoots.sitePhotos } as const;

/** GET /api/site/photos: the library of the public page's photos. */
export const useSitePhotos = apiRead<PublicPhoto[]>({
  key: () => sitePhotoKeys.all,
  url: "/api/site/photos",
});

/** POST /api/site/photos: the file as it is (JPEG, PNG or WebP), its alt text in the query. */
export function useUploadSitePhoto() {
  return useApiWrite({
    send: ({ file, alt }: { file: File; alt: string }) =>
      api.post<PublicPhoto>(`/api/site/photos?alt=${encodeURIComponent(alt)}`, file, {
        timeoutMs: 60_000,
      }),
    stale: [sitePhotoKeys.all],
  });
}
