/** The lots' HTTP calls (issue 30): GetLots, and the Japanese and Dutch acceptances. */
import type { ModuleRegistrar } from '../../context.ts';

export const registerLotRoutes: ModuleRegistrar = () => {};
