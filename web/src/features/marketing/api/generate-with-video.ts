// POST /api/social/generate-with-video: the posts and a video job made with them (202); the job is
// followed with GET /api/tiktok/videos/{id} and its id goes with each post published.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GeneratedContent } from '../types';
import type { GenerateContentInput } from './generate-content';

export const generateWithVideo = (input: GenerateContentInput) =>
  apiRequest<{ posts: GeneratedContent[]; videoId: number }>(
    'POST',
    '/api/social/generate-with-video',
    input,
  );

export const useGenerateWithVideo = () => useMutation({ mutationFn: generateWithVideo });
