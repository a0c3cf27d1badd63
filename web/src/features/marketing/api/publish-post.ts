// POST /api/social/posts: stores the final text with its media and a tracked link (DECISIONS 20); the
// published list and the analytics are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PublishPostInput, SocialPost } from '../types';
import { marketingKeys } from './keys';

export const publishPost = (input: PublishPostInput) =>
  apiRequest<SocialPost>('POST', '/api/social/posts', input);

export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPost,
    onSuccess: (_post, input) => {
      void queryClient.invalidateQueries({ queryKey: marketingKeys.posts(input.dealerId) });
      void queryClient.invalidateQueries({ queryKey: marketingKeys.analytics(input.dealerId) });
    },
  });
}
