// POST /api/account/Register?externalToken=…: the finish-registration form of a first-time external user.
import { useMutation } from '@tanstack/react-query';
import type { TExternalRegisterRequest } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { forgetUtm, storedUtm } from '@/lib/utm.ts';

export type ExternalRegisterInput = { request: TExternalRegisterRequest; externalToken: string };

export async function registerExternalAccount({
  request,
  externalToken,
}: ExternalRegisterInput): Promise<true> {
  const reply = await apiRequest<true>('/api/account/Register', {
    method: 'POST',
    query: { externalToken },
    body: { registerUTMParameters: storedUtm(), ...request },
  });
  forgetUtm();
  return reply;
}

export function useRegisterExternal() {
  return useMutation({ mutationFn: registerExternalAccount });
}
