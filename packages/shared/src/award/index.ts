export * from './state.ts';
export * from './comparison.ts';
export * from './requests.ts';
export * from './rules.ts';
export * from './messages.ts';
export * from './texts.ts';
