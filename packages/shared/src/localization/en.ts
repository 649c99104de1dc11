/**
 * Every English UI text of the web app, keyed. The server seeds these into the localization
 * table (missing keys only), and the web app loads them from GetFeLocalizationTexts.
 */
export const EnglishTexts: Record<string, string> = {
  'app.name': 'Tendermark',
};
