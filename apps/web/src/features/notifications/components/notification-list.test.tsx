import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotification } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { NotificationList } from './notification-list.tsx';

const notifications: TNotification[] = Array.from({ length: 10 }, (_, index) => ({
  Id: `n-${index}`,
  Title: `Notification ${index}`,
  Text: 'Text',
  Date: new Date(Date.now() - index * 60_000).toISOString(),
  Read: index > 2,
  Link: index === 0 ? { action: 'supplierTender', dataId: 'tender-7' } : null,
}));

/** jsdom lays nothing out: the list's scroll geometry is set by hand. */
function scrollTo(
  element: HTMLElement,
  { top, client = 400, height = 1000 }: Record<string, number>,
) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: client });
  Object.defineProperty(element, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(element);
}

async function renderList(props: Partial<Parameters<typeof NotificationList>[0]> = {}) {
  const onLoadMore = vi.fn();
  const onNavigate = vi.fn();
  await renderWithProviders(
    <NotificationList
      notifications={notifications}
      hasMore
      isLoading={false}
      onLoadMore={onLoadMore}
      onNavigate={onNavigate}
      {...props}
    />,
  );
  return { onLoadMore, onNavigate, box: screen.getByTestId('notification-scroll') };
}

describe('the notification panel’s paging (spec §9: 20 px from the end)', () => {
  it('loads the next page when scrolled within 20 px of the end', async () => {
    const { onLoadMore, box } = await renderList();
    scrollTo(box, { top: 579 }); // 21 px left
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(box, { top: 580 }); // 20 px left
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not ask again while a page loads, nor after the last page', async () => {
    const loading = await renderList({ isLoading: true });
    scrollTo(loading.box, { top: 600 });
    expect(loading.onLoadMore).not.toHaveBeenCalled();
  });

  it('stops at the last page', async () => {
    const last = await renderList({ hasMore: false });
    scrollTo(last.box, { top: 600 });
    expect(last.onLoadMore).not.toHaveBeenCalled();
  });

  it('marks unread notifications and follows a notification’s link', async () => {
    const { onNavigate } = await renderList();
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: /Notification 0/ }));
    expect(onNavigate).toHaveBeenCalled();
  });
});
