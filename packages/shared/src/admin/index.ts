export * from './wiki.ts';
export * from './users.ts';
export * from './logs.ts';
export * from './maintenance.ts';
