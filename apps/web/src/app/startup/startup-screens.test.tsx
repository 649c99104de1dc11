// The start-up's maintenance screen (a 503 before the app could start) tries again by itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { StartupProblemScreen } from './startup-screens.tsx';
// Loaded by the screen in maintenance; imported here so that it is ready when the fake timers run.
import './maintenance-texts.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StartupProblemScreen', () => {
  it('in maintenance, starts again once the server answers that it is ready', async () => {
    vi.useFakeTimers();
    const { calls } = mockFetch(() => ({ body: { status: 'ok' } }));
    const onRetry = vi.fn();
    render(
      <MantineProvider theme={theme} env="test">
        <StartupProblemScreen kind="maintenance" onRetry={onRetry} />
      </MantineProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('heading', { name: 'Server is under maintenance' })).toBeVisible();
    expect(screen.getByText('Please be patient')).toBeVisible();
    expect(calls.map((call) => call.url)).toEqual(['/api/health/ready']);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('after a failed start for another reason, waits for the user', async () => {
    vi.useFakeTimers();
    const { calls } = mockFetch(() => ({ body: { status: 'ok' } }));
    const onRetry = vi.fn();
    render(
      <MantineProvider theme={theme} env="test">
        <StartupProblemScreen kind="localization-failed" onRetry={onRetry} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Tendermark could not start' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toEqual([]);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
