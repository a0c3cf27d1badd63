// POST /api/support/requests: Contact Support (DECISIONS 24), a message kept for the team.
import { useMutation } from '@tanstack/react-query';
import type { SupportRequestInput } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';

export const sendSupportRequest = (input: SupportRequestInput) =>
  apiRequest<{ id: number }>('POST', '/api/support/requests', input);

export const useSendSupportRequest = () => useMutation({ mutationFn: sendSupportRequest });
