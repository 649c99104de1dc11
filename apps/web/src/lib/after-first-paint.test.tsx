import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback first and the children once a frame and a task have passed', async () => {
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>lower card</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('lower card')).not.toBeInTheDocument();

    expect(await screen.findByText('lower card')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('renders the children without waiting for a frame in a hidden tab', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await act(async () => {
      render(
        <AfterFirstPaint>
          <p>lower card</p>
        </AfterFirstPaint>,
      );
    });
    expect(screen.getByText('lower card')).toBeInTheDocument();
    expect(frame).not.toHaveBeenCalled();
  });
});
