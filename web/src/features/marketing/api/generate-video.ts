// POST /api/tiktok/generate (001 §7): queues a render (202) and answers the job, which is put at the
// head of Recent Videos at once so its progress shows before the next poll.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GenerateVideoInput, VideoJob } from '../types';
import { marketingKeys } from './keys';

export const generateVideo = (input: GenerateVideoInput) =>
  apiRequest<{ projectId: number; video: VideoJob }>('POST', '/api/tiktok/generate', input);

export function useGenerateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateVideo,
    onSuccess: ({ video }, input) => {
      queryClient.setQueryData<{ videos: VideoJob[] }>(marketingKeys.recentVideos(input.dealerId), (old) => ({
        videos: [video, ...(old?.videos ?? []).filter((v) => v.id !== video.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: marketingKeys.recentVideos(input.dealerId) });
    },
  });
}
