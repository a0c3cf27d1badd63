// GET /api/tiktok/templates (public): the video templates and their scenes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { VideoTemplate } from '../types';
import { marketingKeys } from './keys';

export const getVideoTemplates = () =>
  apiRequest<{ templates: VideoTemplate[] }>('GET', '/api/tiktok/templates');

export const videoTemplatesQueryOptions = () =>
  queryOptions({ queryKey: marketingKeys.videoTemplates(), queryFn: getVideoTemplates });

export const useVideoTemplates = () => useQuery(videoTemplatesQueryOptions());
