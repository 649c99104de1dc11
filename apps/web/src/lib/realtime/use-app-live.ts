// The app hub for every signed-in page (spec §4 pushes): addMyTender refreshes the tender lists
// and the dashboard (the server's filters, order and paging decide where the row goes);
// updateTenderVisibility shows a hidden, shown or published tender at once; Disconnect (the
// session was ended on the server) closes every hub by ending the session here and says why.
import { useQueryClient } from '@tanstack/react-query';
import {
  DisconnectReason,
  type DisconnectReasonName,
  type TMyTendersPage,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { endSessionLocally, isSigningOut } from '../auth/session.ts';
import { sessionStore } from '../auth/session-store.ts';
import { notifyError } from '../notify.ts';
import { tenderKeys } from '../tender-query-keys.ts';
import { useAppHub } from './use-app-hub.ts';

const ENDED_TEXT_KEYS = {
  [DisconnectReason.SESSION_ENDED]: 'notifications.sessionEnded',
  [DisconnectReason.SIGNED_OUT_ELSEWHERE]: 'notifications.signedOutElsewhere',
} as const satisfies Record<DisconnectReasonName, string>;

export function useAppLive({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: tenderKeys.lists });
    void queryClient.invalidateQueries({ queryKey: tenderKeys.lastOpen });
  };
  return useAppHub(
    {
      addMyTender: ({ tender }) => {
        refreshLists();
        void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tender.id) });
      },
      updateTenderVisibility: ({ tenderId, isPublic, hidden }) => {
        // Rows on screen change at once; the lists are then asked again, as a hidden tender
        // leaves the lists that leave hidden ones out.
        queryClient.setQueriesData<TMyTendersPage>({ queryKey: tenderKeys.lists }, (page) =>
          page
            ? {
                ...page,
                items: page.items.map((row) =>
                  row.id === tenderId ? { ...row, isPublic, hidden } : row,
                ),
              }
            : page,
        );
        refreshLists();
        void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) });
      },
      // The server closes this session's sockets right after: end it here too, which closes the
      // other hubs (they belong to signed-in pages), and say why, once.
      Disconnect: ({ reason }) => {
        if (!sessionStore.getUser() || isSigningOut()) return;
        endSessionLocally();
        // The account-removal page signs out itself and shows its own outcome.
        if (window.location.pathname === paths.profile.accountRemoval.path) return;
        notifyError(t(ENDED_TEXT_KEYS[reason] ?? ENDED_TEXT_KEYS.sessionEnded));
        void navigate(paths.auth.login.getHref());
      },
    },
    {
      enabled,
      // Tenders may have joined the lists while the connection was lost.
      onConnect: (isReconnect) => {
        if (isReconnect) refreshLists();
      },
    },
  );
}
