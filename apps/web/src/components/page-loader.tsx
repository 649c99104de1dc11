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
 * frame around it (header, navigation) is painted at once.
 */
export function withPageLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyWithPageLoader(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
