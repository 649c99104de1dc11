// POST /api/account/CheckExternalToken: redeems the ticket the provider's callback put in /token#externalToken=….
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TCheckExternalTokenReply } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { startSession } from '@/lib/auth/session.ts';

export function checkExternalToken(externalToken: string): Promise<TCheckExternalTokenReply> {
  return apiRequest<TCheckExternalTokenReply>('/api/account/CheckExternalToken', {
    method: 'POST',
    body: { externalToken },
  });
}

/**
 * Checks the ticket and, for a known identity, starts the session before resolving: the caller
 * sees either a signed-in user or what the finish-registration form needs.
 */
export async function redeemExternalToken(
  externalToken: string,
): Promise<TCheckExternalTokenReply> {
  const reply = await checkExternalToken(externalToken);
  // Like the login form's default: signed in until the browser closes.
  if (reply.status === 'signedIn') await startSession(reply.token, 'session');
  return reply;
}

/** Redeems the ticket once per page, even when React mounts the page twice (a ticket works once). */
export function useExternalTokenCheck(externalToken: string | null) {
  const check = useMutation({ mutationFn: redeemExternalToken });
  const checkedToken = useRef<string | null>(null);
  const { mutate } = check;
  useEffect(() => {
    if (!externalToken || checkedToken.current === externalToken) return;
    checkedToken.current = externalToken;
    mutate(externalToken);
  }, [externalToken, mutate]);
  return check;
}
