// E-mail choices: the preferences per kind of mail (GetMailPreferences, UpdateMailPreferences),
// a mail's unsubscribe link (Unsubscribe), and the newsletter with its double opt-in.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MailCategory,
  NewsletterStatus,
  TMailPreferences,
  TNewsletterStatusReply,
  TUnsubscribeRequest,
} from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

const mailKeys = {
  preferences: ['mail', 'preferences'] as const,
  newsletter: ['mail', 'newsletter'] as const,
};

export function useMailPreferences() {
  return useQuery({
    queryKey: mailKeys.preferences,
    queryFn: () => apiRequest<TMailPreferences>('/api/notifications/GetMailPreferences'),
  });
}

/** Switches one kind of mail on or off, shown at once and put back if the server refuses. */
export function useSetMailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, enabled }: { category: MailCategory; enabled: boolean }) =>
      apiRequest<TMailPreferences>('/api/notifications/UpdateMailPreferences', {
        method: 'PUT',
        body: { [category]: enabled },
      }),
    onMutate: async ({ category, enabled }) => {
      await queryClient.cancelQueries({ queryKey: mailKeys.preferences });
      const previous = queryClient.getQueryData<TMailPreferences>(mailKeys.preferences);
      if (previous)
        queryClient.setQueryData(mailKeys.preferences, { ...previous, [category]: enabled });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(mailKeys.preferences, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(mailKeys.preferences, preferences),
  });
}

export function unsubscribe(request: TUnsubscribeRequest): Promise<TMailPreferences> {
  return apiRequest<TMailPreferences>('/api/notifications/Unsubscribe', {
    method: 'POST',
    body: request,
  });
}

export function useNewsletterStatus() {
  return useQuery({
    queryKey: mailKeys.newsletter,
    queryFn: () => apiRequest<TNewsletterStatusReply>('/api/settings/GetNewsLetterStatus'),
    select: (reply): NewsletterStatus => reply.status,
  });
}

export function useChangeNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) =>
      apiRequest<TNewsletterStatusReply>(
        subscribe
          ? '/api/settings/SubscribeForNewsLetter'
          : '/api/settings/UnSubscribeForNewsLetter',
        { method: 'PUT' },
      ),
    onSuccess: (reply) => queryClient.setQueryData(mailKeys.newsletter, reply),
  });
}

/** A query (not a mutation) so that the one-time token is sent once even when the page remounts. */
export function confirmNewsletterQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['mail', 'newsletter', 'confirm', token],
    queryFn: () =>
      apiRequest<TNewsletterStatusReply>('/api/settings/ConfirmNewsLetter', {
        method: 'POST',
        query: { token },
      }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
