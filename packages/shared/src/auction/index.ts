export * from './ranking.ts';
export * from './bid-rules.ts';
export * from './overtime.ts';
export * from './visibility.ts';
export * from './chain.ts';
export * from './contracts.ts';
export * from './fill-message.ts';
export * from './overview.ts';
