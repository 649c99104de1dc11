/** OpenAPI pieces shared by the account routes. */
export const accountTags = ['account'];
