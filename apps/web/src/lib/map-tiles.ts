// Where map tiles come from: VITE_MAP_TILE_URL at build time, OpenStreetMap otherwise. The map
// keeps working without tiles (offline): pins are placed by click on the empty grid.
declare global {
  interface ImportMetaEnv {
    readonly VITE_MAP_TILE_URL?: string;
    readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  }
}

const OPEN_STREET_MAP_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OPEN_STREET_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const mapTiles = {
  url: import.meta.env.VITE_MAP_TILE_URL || OPEN_STREET_MAP_TILES,
  attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION || OPEN_STREET_MAP_ATTRIBUTION,
};
