// The plans page's calls: GET GetPlans (public; the caller's standing when signed in), and the
// three ways to a Business plan: the self-serve trial, Stripe's checkout and its customer portal.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  SelfServePlan,
  TBillingRedirect,
  TPlansReply,
  TStartTrialReply,
  TUserInfo,
} from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { reloadCurrentUser } from '@/lib/auth/session.ts';
import { refreshAccessToken } from '@/lib/auth/token-refresh.ts';

export const billingKeys = {
  all: ['billing'] as const,
  /** Per viewer and plan: a billingUpdate push changes the user's roles, and the page refetches. */
  plans: (user: TUserInfo | null) =>
    [
      'billing',
      'plans',
      user?.Name ?? null,
      user?.InRoles.join(',') ?? '',
      user?.Expires ?? null,
      user?.RemainingFreeTenders ?? null,
    ] as const,
};

export function plansQueryOptions(user: TUserInfo | null) {
  return queryOptions({
    queryKey: billingKeys.plans(user),
    queryFn: () => apiRequest<TPlansReply>('/api/billing/GetPlans'),
    // The old standing stays on screen while the new one loads (no skeleton flash on a push).
    placeholderData: keepPreviousData,
  });
}

export function usePlans(user: TUserInfo | null) {
  return useQuery(plansQueryOptions(user));
}

/**
 * Starts the trial. The push (billingUpdate) tells every open app; this tab takes a token with the
 * new roles and the user info at once too, so it does not depend on the push arriving.
 */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TStartTrialReply>('/api/billing/StartTrial', { method: 'POST' }),
    onSuccess: async () => {
      await refreshAccessToken()
        .then(() => reloadCurrentUser())
        .catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

/** Sends the browser to the payment provider's page (checkout or portal) the server created. */
function goTo({ url }: TBillingRedirect) {
  window.location.assign(url);
}

export function useCheckout() {
  return useMutation({
    mutationFn: (plan: SelfServePlan) =>
      apiRequest<TBillingRedirect>('/api/billing/CreateCheckoutSession', {
        method: 'POST',
        body: { plan },
      }),
    onSuccess: goTo,
  });
}

export function useBillingPortal() {
  return useMutation({
    mutationFn: () =>
      apiRequest<TBillingRedirect>('/api/billing/CreatePortalSession', { method: 'POST' }),
    onSuccess: goTo,
  });
}
