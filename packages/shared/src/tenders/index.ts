export * from './money.ts';
export * from './weights.ts';
export * from './schemas.ts';
export * from './defaults.ts';
export * from './must-have.ts';
export * from './schedule.ts';
export * from './parameters.ts';
export * from './api.ts';
