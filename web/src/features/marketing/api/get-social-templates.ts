// GET /api/social/templates (public): the post templates and the platforms each suits.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SocialTemplate } from '../types';
import { marketingKeys } from './keys';

export const getSocialTemplates = () =>
  apiRequest<{ templates: SocialTemplate[] }>('GET', '/api/social/templates');

export const socialTemplatesQueryOptions = () =>
  queryOptions({ queryKey: marketingKeys.socialTemplates(), queryFn: getSocialTemplates });

export const useSocialTemplates = () => useQuery(socialTemplatesQueryOptions());
