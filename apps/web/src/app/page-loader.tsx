// The loader shown while a lazily loaded page arrives (texts are loaded by then).
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../components/full-page-loader.tsx';

export function PageLoader() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('common.loading')} />;
}
