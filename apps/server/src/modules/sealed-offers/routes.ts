/** Sealed offers' HTTP calls (issue 30). */
import type { ModuleRegistrar } from '../../context.ts';

export const registerSealedOfferRoutes: ModuleRegistrar = () => {};
