// GET /api/social/posts/{dealerId}: the dealer's published posts, newest first, polled every 5 s
// (001 §7); the first 10 are shown (001 §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SocialPost } from '../types';
import { marketingKeys } from './keys';

export const POSTS_POLL_MS = 5000;
export const POSTS_SHOWN = 10;

export const getPosts = (dealerId: number) =>
  apiRequest<{ posts: SocialPost[] }>('GET', `/api/social/posts/${dealerId}?limit=${POSTS_SHOWN}`);

export const postsQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: marketingKeys.posts(dealerId),
    queryFn: () => getPosts(dealerId),
    refetchInterval: POSTS_POLL_MS,
  });

export const usePosts = (dealerId: number, enabled = true) =>
  useQuery({ ...postsQueryOptions(dealerId), enabled });
