// Delivery address helpers: one-line display and whether an address names its country.
import { AddressSource, type TAddress, type TCountry } from '@tendermark/shared';

/** "1 Market Street, 94105 San Francisco, CA, United States". */
export function formatAddress(address: TAddress, countries: readonly TCountry[]): string {
  const country = countries.find((entry) => entry.id === address.country?.id)?.name;
  const cityLine = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.streetAddress, address.streetAddress2, cityLine, address.state, country]
    .filter((part) => part && part.trim())
    .join(', ');
}

/** Sources whose address is entered or picked in the tender itself (not the profile). */
export function isDeliverySource(source: number | null): boolean {
  return (
    source === AddressSource.CURRENT_LOCATION ||
    source === AddressSource.DELIVERY ||
    source === AddressSource.NEW_DELIVERY
  );
}

export const emptyAddress = (): TAddress => ({
  id: null,
  streetAddress: '',
  streetAddress2: '',
  zipCode: '',
  city: '',
  state: '',
  country: null,
  gpsCoords: null,
});
