// The change history tells a sealed tender's opening in words: when, how many, and by whom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AuditTrail } from './audit-trail.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the change history', () => {
  it('tells the opening of sealed offers with their count, and the offers that did not open', async () => {
    mockFetch(() => ({
      body: [
        {
          at: '2030-01-01T12:00:00.000Z',
          userName: null,
          action: 'offers-opened',
          changes: {
            openedAt: '2030-01-01T12:00:00.000Z',
            deadline: '2030-01-01T12:00:00.000Z',
            openedBy: 'the system clock at the deadline',
            count: 2,
            unreadable: ['carol@example.com'],
          },
        },
      ],
    }));
    await renderWithProviders(<AuditTrail tenderId="tender-1" />);
    expect(await screen.findByText('Sealed offers opened')).toBeInTheDocument();
    expect(screen.getByText(/^2 offers opened together at the deadline, /)).toBeInTheDocument();
    expect(screen.getByText('Could not be opened: carol@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^System ·/)).toBeInTheDocument();
    expect(screen.queryByText('Changed')).toBeNull();
  });
});
