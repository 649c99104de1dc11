/** Profile, collaborators, survey, user overview and billing contracts. */
export * from './schemas.ts';
export * from './overview.ts';
export * from './billing.ts';
export * from './admin-lists.ts';
