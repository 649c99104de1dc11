/** Paging and LIKE helpers of the admin lists. */

export function pageOf(query: { page: number; recordsPerPage: number }) {
  return { limit: query.recordsPerPage, offset: (query.page - 1) * query.recordsPerPage };
}

/** %filter% with the LIKE wildcards of the filter taken literally. */
export function likePattern(filter: string): string {
  return `%${filter.replace(/[\\%_]/g, '\\$&')}%`;
}
