/** Code list contracts and the code lists fixed in code. */
export * from './schemas.ts';
export * from './static-lists.ts';
