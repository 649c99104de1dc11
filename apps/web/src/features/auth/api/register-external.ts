// POST /api/account/Register?externalToken=…: the finish-registration form of a first-time external user.
import { useMutation } from '@tanstack/react-query';
import type { TExternalRegisterRequest } from '@tendermark/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type ExternalRegisterInput = { request: TExternalRegisterRequest; externalToken: string };

export function registerExternalAccount({
  request,
  externalToken,
}: ExternalRegisterInput): Promise<true> {
  return apiRequest<true>('/api/account/Register', {
    method: 'POST',
    query: { externalToken },
    body: request,
  });
}

export function useRegisterExternal() {
  return useMutation({ mutationFn: registerExternalAccount });
}
