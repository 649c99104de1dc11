// POST /api/account/Register: creates an account and mails the activation link.
import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest } from '@tendermark/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type RegisterInput = { request: TRegisterRequest; tenderId?: string | null };

export function registerAccount({ request, tenderId }: RegisterInput): Promise<true> {
  return apiRequest<true>('/api/account/Register', {
    method: 'POST',
    query: { tenderId: tenderId || undefined },
    body: request,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
