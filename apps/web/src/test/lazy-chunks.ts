// Loads the chunks of a tested component's lazily loaded parts (React.lazy, withPageLoader) before
// its tests run. In Vitest a chunk's first import is transformed and evaluated on the spot (Leaflet's
// map, Recharts' chart, the dashboard's welcome panel: 0.7–2 s on a busy machine); loaded here, the
// tests' findBy…/waitFor wait for the rendering only, and every test sees the same warm module.
import { beforeAll } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from './wait-bounds.ts';

/**
 * `loads`: the same dynamic imports the component makes, e.g. `() => import('./results-map.tsx')`
 * (Vitest keeps one module per file, so the component's own import then finds it loaded).
 */
export function preloadLazyChunks(...loads: Array<() => Promise<unknown>>): void {
  beforeAll(async () => {
    await Promise.all(loads.map((load) => load()));
  }, CHUNK_LOAD_TIMEOUT_MS);
}
