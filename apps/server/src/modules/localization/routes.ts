import type { ModuleRegistrar } from '../index.ts';

export const registerLocalizationRoutes: ModuleRegistrar = () => {};
