export * from './codelists.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './content.ts';
export * from './tenders.ts';
export * from './suppliers.ts';
export * from './contacts.ts';
