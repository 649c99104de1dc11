// POST /api/tendersupplier/SendInvitationsToTenderSellers?tenderId&msg, body: the e-mail addresses.
import type { TSupplierEntry } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { useTenderMutation } from '@/lib/use-tender-mutation.ts';

export type SendInvitationsInput = { emails: string[]; message?: string };

export function sendInvitations(
  tenderId: string,
  { emails, message }: SendInvitationsInput,
): Promise<TSupplierEntry[]> {
  return apiRequest<TSupplierEntry[]>('/api/tendersupplier/SendInvitationsToTenderSellers', {
    method: 'POST',
    query: { tenderId, msg: message?.trim() || undefined },
    body: emails,
  });
}

export function useSendInvitations(tenderId: string) {
  return useTenderMutation(tenderId, (input: SendInvitationsInput) =>
    sendInvitations(tenderId, input),
  );
}
