// The loader shown while a lazily loaded page arrives (texts are loaded by then), and lazy parts
// of a page behind it.
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from './full-page-loader.tsx';

export function PageLoader() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('common.loading')} />;
}

/**
 * A component loaded with its own chunk when it first renders, with the page loader in its place
 * meanwhile. Unlike a route's `lazy`, which holds the whole render until the chunk is in, the
 * frame around it (header, navigation) is painted at once. `preload()` starts loading the chunk
 * before the first render (from a route's loader, say, which runs beside the start-up requests).
 */
export function withPageLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(preload);
  function LazyWithPageLoader(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyWithPageLoader, { preload });
}
