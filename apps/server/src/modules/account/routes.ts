import type { ModuleRegistrar } from '../index.ts';

export const registerAccountRoutes: ModuleRegistrar = () => {};
