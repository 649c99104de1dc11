// The map of the search results (loaded lazily with Leaflet): a clustered marker per place, each
// with a popup linking to the public overview or the company's web site. Tiles come from the
// configured server; without one (offline) the markers still show on the empty grid.
import 'leaflet/dist/leaflet.css';
import '@/components/map/leaflet-icons.ts';
import { useEffect } from 'react';
import { Anchor, Box, Stack, Text, type BoxProps } from '@mantine/core';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { MarkerClusterGroup } from '@/components/map/marker-cluster-group.tsx';
import { mapTiles } from '@/lib/map-tiles.ts';
import type { MapEntry } from '../model/map-entries.ts';

const WORLD_VIEW = { center: { lat: 30, lng: 10 }, zoom: 2 };
/** One place alone is shown at city level, not at the street. */
const MAX_FIT_ZOOM = 11;

/** Frames the places whenever they change (a new search, another page of the map). */
function FitToEntries({ entries }: { entries: MapEntry[] }) {
  const map = useMap();
  const placesKey = entries.map((entry) => `${entry.lat},${entry.lng}`).join(';');
  useEffect(() => {
    const points = placesKey ? placesKey.split(';').map((pair) => pair.split(',').map(Number)) : [];
    if (points.length === 0) return;
    const bounds = L.latLngBounds(points.map(([lat, lng]) => L.latLng(lat!, lng!)));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: MAX_FIT_ZOOM, animate: false });
  }, [map, placesKey]);
  return null;
}

function EntryPopup({ entry }: { entry: MapEntry }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {/* Divs, not paragraphs: Leaflet's popup CSS gives paragraphs wide margins. */}
      <Text fw={600} size="sm" component="div">
        {entry.title}
      </Text>
      {entry.place ? (
        <Text size="xs" c="dimmed" component="div">
          {entry.place}
        </Text>
      ) : null}
      {entry.href === null ? null : entry.isExternal ? (
        <Anchor href={entry.href} target="_blank" rel="noopener noreferrer" size="sm">
          {t('search.map.openWeb')}
        </Anchor>
      ) : (
        <Anchor component={Link} to={entry.href} size="sm">
          {t('search.map.openOverview')}
        </Anchor>
      )}
    </Stack>
  );
}

type ResultsMapProps = { entries: MapEntry[]; height: BoxProps['h'] };

export function ResultsMap({ entries, height }: ResultsMapProps) {
  const { t } = useTranslation();
  return (
    <Box
      h={height}
      // Leaflet's panes and controls use z-indexes up to 1000: keep them inside the map box.
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', isolation: 'isolate' }}
      bg="var(--mantine-color-default-hover)"
      role="region"
      aria-label={t('search.map.label')}
      data-testid="results-map"
    >
      <MapContainer
        center={WORLD_VIEW.center}
        zoom={WORLD_VIEW.zoom}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
        worldCopyJump
      >
        <TileLayer url={mapTiles.url} attribution={mapTiles.attribution} />
        <FitToEntries entries={entries} />
        <MarkerClusterGroup>
          {entries.map((entry) => (
            <Marker
              key={entry.id}
              position={{ lat: entry.lat, lng: entry.lng }}
              title={entry.title}
              alt={entry.title}
            >
              <Popup>
                <EntryPopup entry={entry} />
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
      </MapContainer>
    </Box>
  );
}
