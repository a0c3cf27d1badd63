// POST /api/dealer/submit-application: the simple API application; the server tests the API at once.
import { useMutation } from '@tanstack/react-query';
import type { SimpleApplication, SubmittedApplication } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';

export const submitApplication = (input: SimpleApplication) =>
  apiRequest<SubmittedApplication>('POST', '/api/dealer/submit-application', input);

export const useSubmitApplication = () => useMutation({ mutationFn: submitApplication });
