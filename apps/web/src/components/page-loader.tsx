// The loader shown while a lazily loaded page arrives (texts are loaded by then), and lazy parts
// of a page behind it.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/translation.ts';
import { FullPageLoader } from './full-page-loader.tsx';

export function PageLoader() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('common.loading')} />;
}

/**
 * Becomes true once the browser has painted what this component's first render committed; at once
 * in a hidden tab, which paints nothing and runs no frame callbacks until it is shown.
 */
function usePaintedOnce(initially: boolean): boolean {
  const [painted, setPainted] = useState(() => initially || document.visibilityState === 'hidden');
  useEffect(() => {
    if (painted) return;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
    };
  }, [painted]);
  return painted;
}

/**
 * A component loaded with its own chunk, with the page loader in its place meanwhile. Unlike a
 * route's `lazy`, which holds the whole render until the chunk is in, the frame around it (header,
 * navigation) is painted at once; and the chunk is requested only once that first paint is on the
 * screen: requested in the same task, its many requests (the room's ~40 files) came before the
 * paint, and Lighthouse's simulation of a slow network counted them all into the first paint
 * (bench/README.md). Once loaded, later renders show the component at once.
 */
export function withPageLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded = false;
  const Lazy = lazy(async () => {
    const component = await load();
    loaded = true;
    return { default: component };
  });
  return function LazyWithPageLoader(props: P) {
    const painted = usePaintedOnce(loaded);
    if (!painted) return <PageLoader />;
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
