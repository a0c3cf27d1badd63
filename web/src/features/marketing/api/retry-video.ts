// POST /api/tiktok/videos/{id}/retry: a failed job renders again (409 unless it failed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { VideoJob } from '../types';
import { marketingKeys } from './keys';

export const retryVideo = (id: number) => apiRequest<VideoJob>('POST', `/api/tiktok/videos/${id}/retry`);

export function useRetryVideo(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryVideo,
    onSuccess: (video) => {
      queryClient.setQueryData<{ videos: VideoJob[] }>(marketingKeys.recentVideos(dealerId), (old) =>
        old ? { videos: old.videos.map((v) => (v.id === video.id ? video : v)) } : old,
      );
      queryClient.setQueryData(marketingKeys.video(video.id), video);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketingKeys.recentVideos(dealerId) }),
  });
}
