// The profile forms' values: built from GetUserDetails, and turned into the Update… requests.
// Empty inputs are '' in the form; the shared schemas read '' as "not given".
import type {
  TAddress,
  TCompanyDetails,
  TUpdateCompanyDetails,
  TUpdateUserDetails,
  TUserDetails,
} from '@tendermark/shared';

export type CountryRef = { id: number; code: string };

export type AddressValues = {
  streetAddress: string;
  streetAddress2: string;
  zipCode: string;
  city: string;
  state: string;
  country: CountryRef | null;
  gpsCoords: { lat: number; lng: number } | null;
};

export type UserDetailsValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: CountryRef | null;
  /** null once its selected option is clicked again (the check then asks for one). */
  defaultCurrency: string | null;
  linkedinProfile: string;
  facebookProfile: string;
  favouriteAuctionKeywords: string;
  personalDescription: string;
  wantToBuy: boolean;
  wantToSell: boolean;
  isSearcheable: boolean;
  address: AddressValues;
};

export type CompanyDetailsValues = {
  name: string;
  web: string;
  position: string;
  industries: number[];
  /** A NumberInput's value: '' while empty, its text while that is no number yet ('1.', '1.50'). */
  numberOfEmployees: number | string;
  registrationId: string;
  taxId: string;
  branches: number | string;
  isVatPayer: boolean;
  vatId: string;
  yearlyRevenue: number | string;
  address: AddressValues;
};

export function addressValues(address: TAddress | null | undefined): AddressValues {
  return {
    streetAddress: address?.streetAddress ?? '',
    streetAddress2: address?.streetAddress2 ?? '',
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    country: address?.country ?? null,
    gpsCoords: address?.gpsCoords ?? null,
  };
}

const isBlankAddress = (address: AddressValues) =>
  !address.country &&
  !address.gpsCoords &&
  [address.streetAddress, address.streetAddress2, address.zipCode, address.city, address.state]
    .join('')
    .trim() === '';

export function userDetailsValues(details: TUserDetails): UserDetailsValues {
  return {
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    // The address waiting for confirmation is what the user last entered.
    email: details.pendingEmail ?? details.email,
    phoneNumber: details.phoneNumber ?? '',
    country: details.country,
    defaultCurrency: details.defaultCurrency,
    linkedinProfile: details.linkedinProfile ?? '',
    facebookProfile: details.facebookProfile ?? '',
    favouriteAuctionKeywords: details.favouriteAuctionKeywords ?? '',
    personalDescription: details.personalDescription ?? '',
    wantToBuy: details.wantToBuy,
    wantToSell: details.wantToSell,
    isSearcheable: details.isSearcheable,
    address: addressValues(details.address),
  };
}

/** The request of values the form's schema passed: a country and a currency are chosen. */
export function userDetailsRequest(values: UserDetailsValues): TUpdateUserDetails {
  const { address, country, defaultCurrency, ...rest } = values;
  return {
    ...rest,
    country: country as TUpdateUserDetails['country'],
    defaultCurrency: defaultCurrency as TUpdateUserDetails['defaultCurrency'],
    address: isBlankAddress(address) ? null : address,
  };
}

export function companyDetailsValues(company: TCompanyDetails | null): CompanyDetailsValues {
  return {
    name: company?.name ?? '',
    web: company?.web ?? '',
    position: company?.position ?? '',
    industries: company?.industries ?? [],
    numberOfEmployees: company?.numberOfEmployees ?? '',
    registrationId: company?.registrationId ?? '',
    taxId: company?.taxId ?? '',
    branches: company?.branches ?? 1,
    isVatPayer: company?.isVatPayer ?? false,
    vatId: company?.vatId ?? '',
    yearlyRevenue: company?.yearlyRevenue ?? '',
    address: addressValues(company?.address),
  };
}

export function companyDetailsRequest(values: CompanyDetailsValues): TUpdateCompanyDetails {
  return {
    ...values,
    numberOfEmployees: values.numberOfEmployees === '' ? null : values.numberOfEmployees,
    branches: values.branches === '' ? 1 : values.branches,
    yearlyRevenue: values.yearlyRevenue === '' ? null : values.yearlyRevenue,
    address: values.address as TUpdateCompanyDetails['address'],
  };
}

/** What the profile still lacks before IsUserProfileFilled turns true (for the gentle prompt). */
export function missingProfileParts(details: TUserDetails): Array<'user' | 'company'> {
  const isUserDone = Boolean(details.firstName && details.lastName && details.country);
  const company = details.company;
  const isCompanyDone = Boolean(company?.name && company.web && company.address?.country);
  return [...(isUserDone ? [] : ['user' as const]), ...(isCompanyDone ? [] : ['company' as const])];
}
