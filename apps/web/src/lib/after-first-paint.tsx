// Rendering the lower parts of a page after its first paint: the part above the fold is committed
// and painted on its own, and what lies below is rendered in a transition, which React splits into
// slices of a few milliseconds instead of one long task (Lighthouse's Total Blocking Time counts
// every task's time beyond 50 ms). Used by the public search and the supplier's tender page.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * False on the component's first render; true once the browser has painted it, set in a
 * transition. At once (still in a transition) in a hidden tab, which paints nothing and runs no
 * frame callbacks until it is shown.
 */
export function useDeferredMount(): boolean {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => {
    if (isMounted) return;
    const reveal = () => startTransition(() => setMounted(true));
    if (document.visibilityState === 'hidden') {
      reveal();
      return;
    }
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(reveal);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
    };
  }, [isMounted]);
  return isMounted;
}

/**
 * Its children once the first render around it has been painted, `fallback` (a placeholder of the
 * part, or nothing) before that. The children are laid out by the parent's render as usual: only
 * their rendering waits.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useDeferredMount() ? children : fallback;
}
