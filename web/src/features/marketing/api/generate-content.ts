// POST /api/social/generate-content: each platform's post written from the car's data. Nothing is
// stored until a post is published.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GeneratedContent, Platform } from '../types';

export interface GenerateContentInput {
  dealerId: number;
  carId: number;
  templateId: string;
  platforms: Platform[];
}

export const generateContent = (input: GenerateContentInput) =>
  apiRequest<{ content: GeneratedContent[] }>('POST', '/api/social/generate-content', input);

export const useGenerateContent = () => useMutation({ mutationFn: generateContent });
