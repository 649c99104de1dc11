export * from './common/messages.ts';
export * from './common/enums.ts';
export * from './common/validators.ts';
export * from './account/schemas.ts';
export * from './localization/en.ts';
export * from './codelists/index.ts';
export * from './localization/schemas.ts';
export * from './tenders/index.ts';
