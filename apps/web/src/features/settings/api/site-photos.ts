import type { PublicPhoto } from "@nova/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

const sitePhotoKeys = { all: queryRoots.sitePhotos } as const;

/** GET /api/site/photos: the library of the public page's photos. */
export function getSitePhotos(signal?: AbortSignal): Promise<PublicPhoto[]> {
  return api.get<PublicPhoto[]>("/api/site/photos", { signal });
}

export const sitePhotosQuery = () =>
  queryOptions({ queryKey: sitePhotoKeys.all, queryFn: ({ signal }) => getSitePhotos(signal) });

export function useSitePhotos() {
  return useQuery(sitePhotosQuery());
}

/** POST /api/site/photos: the file as it is (JPEG, PNG or WebP), its alt text in the query. */
export function uploadSitePhoto({ file, alt }: { file: File; alt: string }): Promise<PublicPhoto> {
  return api.post<PublicPhoto>(`/api/site/photos?alt=${encodeURIComponent(alt)}`, file, {
    timeoutMs: 60_000,
  });
}

export function useUploadSitePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSitePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitePhotoKeys.all }),
  });
}
