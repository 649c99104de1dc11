import type { ModuleRegistrar } from '../index.ts';

export const registerCodeListRoutes: ModuleRegistrar = () => {};
