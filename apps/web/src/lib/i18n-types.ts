// Types i18next's t() with the keys of the English texts, so a mistyped key fails the type check.
import type { EnglishTextKey } from '@tendermark/shared';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: Record<EnglishTextKey, string> };
  }
}
