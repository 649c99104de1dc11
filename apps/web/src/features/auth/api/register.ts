// POST /api/account/Register: creates an account and mails the activation link.
import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { forgetUtm, storedUtm } from '@/lib/utm.ts';

export type RegisterInput = { request: TRegisterRequest; tenderId?: string | null };

/** Registers with the campaign of the first landing (utm_*), which is then forgotten. */
export async function registerAccount({ request, tenderId }: RegisterInput): Promise<true> {
  const reply = await apiRequest<true>('/api/account/Register', {
    method: 'POST',
    query: { tenderId: tenderId || undefined },
    body: { registerUTMParameters: storedUtm(), ...request },
  });
  forgetUtm();
  return reply;
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
