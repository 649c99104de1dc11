/** Contracts of the localization text calls under /api/admin (spec §3 Localization text, §7 Admin). */
import { z } from 'zod';
import { zRequiredString } from '../common/validators.ts';

const zTextKey = zRequiredString.max(200);
const zTextValue = z.string().max(20_000);

export const ZLocalizationText = z.object({
  key: z.string(),
  value: z.string(),
  /** A translator's correction, shown instead of value once textCorrected is set. */
  correction: z.string().nullable(),
  /** Whether the web app loads the text (GetFeLocalizationTexts). */
  isFeText: z.boolean(),
  textCorrected: z.boolean(),
});
export type TLocalizationText = z.infer<typeof ZLocalizationText>;

/** key → text, as the web app's i18n resources. */
export const ZFeLocalizationTexts = z.record(z.string(), z.string());
export type TFeLocalizationTexts = z.infer<typeof ZFeLocalizationTexts>;

export const ZLocalizationTextsQuery = z.object({
  /** Case-insensitive part of a key, value or correction. */
  filter: z.string().trim().max(200).optional(),
});

export const ZAddLocalizationTextRequest = z.object({
  key: zTextKey,
  value: zTextValue,
  isFeText: z.boolean().optional().default(true),
});
export type TAddLocalizationTextRequest = z.input<typeof ZAddLocalizationTextRequest>;

export const ZEditLocalizationTextRequest = z.object({
  key: zTextKey,
  value: zTextValue.optional(),
  correction: zTextValue.nullable().optional(),
  textCorrected: z.boolean().optional(),
});
export type TEditLocalizationTextRequest = z.infer<typeof ZEditLocalizationTextRequest>;

export const ZLocalizationTextKeyQuery = z.object({ key: zTextKey });

export const ZLocalizationIntegrityReport = z.object({
  /** Keys of the English texts that the database lacks. */
  missingKeys: z.array(z.string()),
  /** Web app texts in the database that the English texts no longer define. */
  unusedKeys: z.array(z.string()),
  /** Keys whose shown text is blank. */
  emptyValues: z.array(z.string()),
});
export type TLocalizationIntegrityReport = z.infer<typeof ZLocalizationIntegrityReport>;
