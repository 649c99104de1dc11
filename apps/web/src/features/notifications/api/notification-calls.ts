// In-app notifications: pages of 10, newest first (GetNotificationsForUser), the unread count
// (GetUnreadCount) and marking read (SetSelectedNotificationAsRead).
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { Constants, type TNotification } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

export type NotificationPages = InfiniteData<TNotification[], number>;

export function getNotifications(page: number): Promise<TNotification[]> {
  return apiRequest<TNotification[]>('/api/notifications/GetNotificationsForUser', {
    query: { page, countPerPage: Constants.notificationsPageSize },
  });
}

export function useNotificationPages({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    // A short page is the last one.
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < Constants.notificationsPageSize ? undefined : pages.length + 1,
    enabled,
  });
}

export function useUnreadCount({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => apiRequest<{ count: number }>('/api/notifications/GetUnreadCount'),
    select: (reply) => reply.count,
    enabled,
  });
}

/** Marks the given notifications read and shows them read at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest<true>('/api/notifications/SetSelectedNotificationAsRead', {
        method: 'PATCH',
        body: ids,
      }),
    onSuccess: (_reply, ids) => {
      const marked = new Set(ids);
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) =>
                page.map((item) => (marked.has(item.Id) ? { ...item, Read: true } : item)),
              ),
            }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
    },
  });
}
