export * from './transitions.ts';
export * from './participation.ts';
export * from './invitations.ts';
export * from './schemas.ts';
