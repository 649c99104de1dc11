// Writes "<page> · Tendermark" to the browser tab for pages without a visible PageTitle.
import { useEffect } from 'react';
import { useTranslation } from '@/lib/translation.ts';

export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
