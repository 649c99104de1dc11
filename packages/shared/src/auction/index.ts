export * from './ranking.ts';
