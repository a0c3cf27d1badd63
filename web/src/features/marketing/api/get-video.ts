// GET /api/tiktok/videos/{id}: one job, polled every 3 s until it has finished (the social page follows
// the video made with its posts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { VideoJob } from '../types';
import { marketingKeys } from './keys';
import { RECENT_POLL_MS } from './get-recent-videos';

export const getVideo = (id: number) => apiRequest<VideoJob>('GET', `/api/tiktok/videos/${id}`);

const finished = (job: VideoJob | undefined) => job?.status === 'completed' || job?.status === 'failed';

export const videoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: marketingKeys.video(id),
    queryFn: () => getVideo(id),
    refetchInterval: (query) =>
      query.state.status === 'error' || finished(query.state.data) ? false : RECENT_POLL_MS,
  });

export const useVideo = (id: number | null) =>
  useQuery({ ...videoQueryOptions(id ?? 0), enabled: id !== null });
