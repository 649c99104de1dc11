/** UI texts of the comparison and award pages (issue 29), spread into EnglishTexts. */
export const AwardTexts = {} as const;
