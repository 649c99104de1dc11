// A lazily loaded part shows the page loader and asks for its chunk only after the first paint
// (at once in a hidden tab, which paints nothing); once loaded, it shows at once wherever it is
// mounted again.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { withPageLoader } from './page-loader.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('withPageLoader', () => {
  it('paints the loader first, then loads the component and shows it with its props', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = withPageLoader(load);
    await renderWithProviders(<LazyGreeting name="Ada" />);

    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the component at once in a hidden tab, which paints no frames', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const noFrames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const LazyGreeting = withPageLoader(async () => Greeting);
    await renderWithProviders(<LazyGreeting name="Ada" />);

    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    hidden.mockRestore();
    noFrames.mockRestore();
  });

  it('shows a component loaded before without the loader', async () => {
    const LazyGreeting = withPageLoader(async () => Greeting);
    const first = await renderWithProviders(<LazyGreeting name="Ada" />);
    await screen.findByText('Hello Ada');
    first.unmount();

    await renderWithProviders(<LazyGreeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });
});
