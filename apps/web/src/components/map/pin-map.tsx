// A Leaflet map on which the user places one pin by clicking; the coordinates are shown below it.
// Tiles come from the configured URL; without tiles (offline) the map still takes clicks.
import 'leaflet/dist/leaflet.css';
import './leaflet-icons.ts';
import { useEffect } from 'react';
import { Box, Group, Text, Button } from '@mantine/core';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from '@/lib/translation.ts';
import { mapTiles } from '@/lib/map-tiles.ts';

export type Coordinates = { lat: number; lng: number };

const WORLD_VIEW = { center: { lat: 30, lng: 10 }, zoom: 2 };
const PIN_ZOOM = 13;

function ClickToPlace({ onPlace }: { onPlace: (coordinates: Coordinates) => void }) {
  useMapEvents({
    click: (event) =>
      onPlace({
        lat: Number(event.latlng.lat.toFixed(6)),
        lng: Number(event.latlng.lng.toFixed(6)),
      }),
  });
  return null;
}

/** Pans to a pin placed from outside the map (geolocation, a chosen saved address). */
function FollowPin({ pin }: { pin: Coordinates | null }) {
  const map = useMap();
  useEffect(() => {
    if (pin && !map.getBounds().contains(pin)) map.setView(pin, Math.max(map.getZoom(), PIN_ZOOM));
  }, [map, pin]);
  return null;
}

type PinMapProps = {
  label: string;
  pin: Coordinates | null;
  onChange?: (pin: Coordinates | null) => void;
  isReadOnly?: boolean;
};

export function PinMap({ label, pin, onChange, isReadOnly = false }: PinMapProps) {
  const { t } = useTranslation();
  const isEditable = !isReadOnly && onChange !== undefined;
  return (
    <Box>
      <Box
        h={260}
        // Leaflet's panes and controls use z-indexes up to 1000: keep them inside the map box,
        // below dialogs and the sticky toolbar.
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          isolation: 'isolate',
        }}
        bg="var(--mantine-color-default-hover)"
        aria-label={label}
        role="group"
        data-testid="pin-map"
      >
        <MapContainer
          center={pin ?? WORLD_VIEW.center}
          zoom={pin ? PIN_ZOOM : WORLD_VIEW.zoom}
          style={{ height: '100%', width: '100%' }}
          scrollWheelZoom={false}
        >
          <TileLayer url={mapTiles.url} attribution={mapTiles.attribution} />
          {isEditable ? <ClickToPlace onPlace={onChange} /> : null}
          <FollowPin pin={pin} />
          {pin ? <Marker position={pin} /> : null}
        </MapContainer>
      </Box>
      <Group justify="space-between" mt={6} gap="xs">
        <Text
          size="sm"
          c="dimmed"
          aria-live="polite"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {pin
            ? t('map.pinAt', { latitude: pin.lat.toFixed(5), longitude: pin.lng.toFixed(5) })
            : isEditable
              ? t('map.clickToPlace')
              : t('map.noPin')}
        </Text>
        {pin && isEditable ? (
          <Button variant="subtle" size="compact-xs" onClick={() => onChange(null)}>
            {t('map.removePin')}
          </Button>
        ) : null}
      </Group>
    </Box>
  );
}
