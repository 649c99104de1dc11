/** Contracts of the wiki calls under /api/admin (spec §3 Wiki entry, §7 Admin). */
import { z } from 'zod';
import { zRequiredString } from '../common/validators.ts';

export const WikiLimits = { categoryName: 100, question: 500, answer: 20_000 } as const;

export const ZWikiCategory = z.object({ id: z.number().int(), name: z.string() });
export type TWikiCategory = z.infer<typeof ZWikiCategory>;

export const ZWikiEntry = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Markdown. */
  answer: z.string(),
  categoryId: z.number().int(),
});
export type TWikiEntry = z.infer<typeof ZWikiEntry>;

export const ZWikiQuery = z.object({
  /** Case-insensitive part of a question or answer. */
  filter: z.string().trim().max(200).optional(),
  categoryId: z.coerce.number().int().optional(),
});

export const ZWikiReply = z.object({
  categories: z.array(ZWikiCategory),
  entries: z.array(ZWikiEntry),
});
export type TWikiReply = z.infer<typeof ZWikiReply>;

export const ZAddWikiCategoryRequest = z.object({
  name: zRequiredString.max(WikiLimits.categoryName),
});
export type TAddWikiCategoryRequest = z.infer<typeof ZAddWikiCategoryRequest>;

export const ZEditWikiCategoryRequest = ZAddWikiCategoryRequest.extend({
  id: z.coerce.number().int(),
});
export type TEditWikiCategoryRequest = z.infer<typeof ZEditWikiCategoryRequest>;

export const ZRemoveWikiCategoryRequest = z.object({ id: z.coerce.number().int() });

export const ZAddWikiEntryRequest = z.object({
  question: zRequiredString.max(WikiLimits.question),
  answer: zRequiredString.max(WikiLimits.answer),
  categoryId: z.coerce.number().int(),
});
export type TAddWikiEntryRequest = z.infer<typeof ZAddWikiEntryRequest>;

export const ZEditWikiEntryRequest = ZAddWikiEntryRequest.extend({ id: z.coerce.number().int() });
export type TEditWikiEntryRequest = z.infer<typeof ZEditWikiEntryRequest>;

export const ZWikiIdQuery = z.object({ id: z.coerce.number().int() });
