/** One OCDS release (1.0/1.1) → one gov_tenders row, or the reason it cannot be one. Pure. */
import type {
  TGovClassification,
  TGovNoticeAward,
  TGovNoticeDocument,
  TGovNoticeItem,
} from '@tendermark/shared';
import {
  asObject,
  asText,
  distinct,
  httpUrl,
  normalizeCurrency,
  normalizeLanguage,
  objectsOf,
  oneLine,
  parseAmount,
  parseOcdsDate,
  plainText,
  type JsonObject,
} from './clean.ts';
import { countryCodeOf, countryCodeOfUrl, countryNameOf } from './countries.ts';
import {
  CLASSIFICATION_LIMITS,
  cutText,
  FIELD_LIMITS,
  NOTICE_LIMITS,
  type LimitedField,
} from './limits.ts';

/** What a release package (or the `packageInfo` a harvester added to a release) says about it. */
export type OcdsPackageMeta = {
  publisher?: string;
  publisherUri?: string;
  license?: string;
  uri?: string;
};

export type NormalizeContext = {
  /** The package the release came in, when it came in one. */
  package?: OcdsPackageMeta;
  /** The licence of the whole source, for releases that do not state one. */
  defaultLicense?: string;
  /** The publisher when neither the package nor the buyer names one (the file name). */
  fallbackPublisher: string;
};

/** A gov_tenders row before the database resolves the country id and the value in EUR. */
export type GovTenderDraft = {
  ocid: string;
  releaseId: string;
  releaseDate: Date | null;
  title: string;
  description: string | null;
  buyerName: string | null;
  buyerAddress: string | null;
  deliveryPlace: string | null;
  itemsText: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
  valueAmount: number | null;
  valueCurrency: string | null;
  tenderStartDate: Date | null;
  tenderEndDate: Date | null;
  status: string | null;
  procurementMethod: string | null;
  classifications: TGovClassification[];
  sourceUrl: string | null;
  publisher: string;
  license: string | null;
  language: string | null;
  /** The notice's items, documents and awards, cut to NOTICE_LIMITS. */
  items: TGovNoticeItem[];
  documents: TGovNoticeDocument[];
  awards: TGovNoticeAward[];
  /** A delivery point the release gives as GeoJSON; else the import asks the gazetteer. */
  lat: number | null;
  lng: number | null;
};

export type NormalizeResult =
  | {
      ok: true;
      row: GovTenderDraft;
      /** What was changed to fit FIELD_LIMITS ("title cut to 2000 characters"); empty when nothing. */
      notes: string[];
    }
  | { ok: false; ocid?: string; reason: string };

/** The package metadata of a release package, or of a release's `packageInfo`. */
export function packageMetaOf(value: unknown): OcdsPackageMeta {
  const pack = asObject(value) ?? {};
  const publisher = asObject(pack.publisher);
  return {
    publisher: oneLine(publisher?.name ?? pack.publisher) ?? undefined,
    publisherUri: httpUrl(publisher?.uri) ?? undefined,
    license: oneLine(pack.license) ?? undefined,
    uri: httpUrl(pack.uri) ?? undefined,
  };
}

export function normalizeRelease(input: unknown, context: NormalizeContext): NormalizeResult {
  const release = asObject(input);
  if (!release) return { ok: false, reason: 'not a JSON object' };
  const ocid = asText(release.ocid);
  if (!ocid) return { ok: false, reason: 'no ocid' };
  const releaseId = asText(release.id);
  if (!releaseId) return { ok: false, ocid, reason: 'no release id' };
  const tender = asObject(release.tender) ?? {};
  const title = oneLine(tender.title);
  if (!title) return { ok: false, ocid, reason: 'no tender title' };

  const meta = { ...packageMetaOf(release.packageInfo), ...definedOnly(context.package ?? {}) };
  const items = objectsOf(tender.items);
  const buyer = asObject(release.buyer);
  const buyerName = oneLine(buyer?.name);
  const buyerAddress = buyerAddressOf(release);
  const period = asObject(tender.tenderPeriod);
  const value = valueOf(tender);
  const point = deliveryPointOf(tender, items);
  return withinLimits({
    ocid,
    releaseId,
    releaseDate: parseOcdsDate(release.date),
    title,
    description: plainText(tender.description),
    buyerName,
    buyerAddress: addressLine(buyerAddress),
    deliveryPlace: deliveryPlaceOf(tender, items),
    itemsText: distinct(items.map((item) => oneLine(item.description))).join('\n') || null,
    countryCode: countryOf(release, buyerAddress, meta),
    valueAmount: value?.amount ?? null,
    valueCurrency: value?.currency ?? null,
    tenderStartDate: parseOcdsDate(period?.startDate),
    tenderEndDate: parseOcdsDate(period?.endDate),
    status: oneLine(tender.status),
    procurementMethod: oneLine(tender.procurementMethod),
    classifications: classificationsOf(tender, items),
    sourceUrl: sourceUrlOf(tender, meta),
    publisher: meta.publisher ?? buyerName ?? context.fallbackPublisher,
    license: meta.license ?? context.defaultLicense ?? null,
    language: normalizeLanguage(release.language),
    items: noticeItemsOf(items),
    documents: noticeDocumentsOf(tender),
    awards: noticeAwardsOf(release),
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
  });
}

/** A text of the notice page, on one line and cut to NOTICE_LIMITS.text. */
function noticeText(value: unknown): string | null {
  const text = oneLine(value);
  return text && text.length > NOTICE_LIMITS.text ? cutText(text, NOTICE_LIMITS.text) : text;
}

function noticeItemsOf(items: JsonObject[]): TGovNoticeItem[] {
  return items.slice(0, NOTICE_LIMITS.items).flatMap((item) => {
    const unit = asObject(item.unit);
    const classification = asObject(item.classification);
    const entry: TGovNoticeItem = {
      description: noticeText(item.description),
      quantity: parseAmount(item.quantity),
      unit: noticeText(unit?.name ?? unit?.id),
      classification: noticeText(
        distinct([oneLine(classification?.id), oneLine(classification?.description)]).join(' '),
      ),
    };
    return entry.description || entry.classification ? [entry] : [];
  });
}

/** The release's awards: their suppliers by name, value, state and date. */
function noticeAwardsOf(release: JsonObject): TGovNoticeAward[] {
  return objectsOf(release.awards)
    .slice(0, NOTICE_LIMITS.awards)
    .map((award) => {
      const value = asObject(award.value);
      const amount = parseAmount(value?.amount);
      const suppliers = objectsOf(award.suppliers).map((supplier) => noticeText(supplier.name));
      return {
        id: noticeText(award.id),
        title: noticeText(award.title),
        status: noticeText(award.status),
        date: parseOcdsDate(award.date)?.toISOString() ?? null,
        valueAmount: amount,
        valueCurrency: amount === null ? null : normalizeCurrency(value?.currency),
        suppliers: distinct(suppliers).slice(0, NOTICE_LIMITS.suppliersPerAward),
      };
    });
}

/** The tender's documents that have a web address, the notice first. */
function noticeDocumentsOf(tender: JsonObject): TGovNoticeDocument[] {
  const documents = objectsOf(tender.documents).flatMap((document) => {
    const url = httpUrl(document.url);
    if (!url || url.length > FIELD_LIMITS.sourceUrl) return [];
    const date = parseOcdsDate(document.datePublished);
    return [
      {
        title: noticeText(document.title),
        url,
        documentType: noticeText(document.documentType),
        datePublished: date?.toISOString() ?? null,
      },
    ];
  });
  const isNotice = (document: TGovNoticeDocument) =>
    document.documentType?.toLowerCase().replace(/\s+/g, '') === 'tendernotice';
  return [...documents.filter(isNotice), ...documents.filter((entry) => !isNotice(entry))].slice(
    0,
    NOTICE_LIMITS.documents,
  );
}

function coordinateOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A GeoJSON Point of a delivery location ([longitude, latitude]), when one is valid. */
function deliveryPointOf(
  tender: JsonObject,
  items: JsonObject[],
): { lat: number; lng: number } | null {
  for (const holder of [tender, ...items]) {
    const locations = [asObject(holder.deliveryLocation), ...objectsOf(holder.deliveryLocations)];
    for (const location of locations) {
      const geometry = asObject(location?.geometry);
      if (asText(geometry?.type)?.toLowerCase() !== 'point') continue;
      const coordinates = Array.isArray(geometry?.coordinates) ? geometry.coordinates : [];
      const [lng, lat] = coordinates.map(coordinateOf);
      if (
        typeof lat === 'number' &&
        typeof lng === 'number' &&
        Math.abs(lat) <= 90 &&
        Math.abs(lng) <= 180
      ) {
        return { lat, lng };
      }
    }
  }
  return null;
}

/** A text field of the row, and the limit it must keep to. */
const LIMITED_FIELDS = Object.entries(FIELD_LIMITS) as [LimitedField, number][];

/**
 * The row with every text within FIELD_LIMITS: longer texts cut, a longer source address left out,
 * a release with a longer ocid or release id rejected.
 */
function withinLimits(row: GovTenderDraft): NormalizeResult {
  const notes: string[] = [];
  for (const [field, limit] of LIMITED_FIELDS) {
    const text = row[field];
    if (text === null || text.length <= limit) continue;
    if (field === 'ocid' || field === 'releaseId') {
      const ocid = field === 'ocid' ? undefined : row.ocid;
      return { ok: false, ocid, reason: `${field} longer than ${limit} characters` };
    }
    if (field === 'sourceUrl') {
      row.sourceUrl = null;
      notes.push(`sourceUrl longer than ${limit} characters left out`);
    } else {
      row[field] = cutText(text, limit);
      notes.push(`${field} cut to ${limit} characters`);
    }
  }
  const classifications = limitedClassifications(row.classifications);
  if (classifications !== row.classifications) {
    row.classifications = classifications;
    notes.push(
      `classifications cut to ${CLASSIFICATION_LIMITS.count}, codes to ` +
        `${CLASSIFICATION_LIMITS.id} and descriptions to ${CLASSIFICATION_LIMITS.description} characters`,
    );
  }
  return { ok: true, row, notes };
}

/** The same array when it is within CLASSIFICATION_LIMITS, else a cut copy. */
function limitedClassifications(list: TGovClassification[]): TGovClassification[] {
  const { count, id: idLimit, description: descriptionLimit } = CLASSIFICATION_LIMITS;
  const isWithin = (entry: TGovClassification) =>
    (entry.id?.length ?? 0) <= idLimit && (entry.description?.length ?? 0) <= descriptionLimit;
  if (list.length <= count && list.every(isWithin)) return list;
  return list.slice(0, count).map((entry) => ({
    scheme: entry.scheme,
    id: entry.id && entry.id.length > idLimit ? cutText(entry.id, idLimit) : entry.id,
    description:
      entry.description && entry.description.length > descriptionLimit
        ? cutText(entry.description, descriptionLimit)
        : entry.description,
  }));
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}

/** Role names of a buyer, including the Spanish one INAI uses. */
const BUYER_ROLES = new Set(['buyer', 'comprador']);
const PROCURING_ROLES = new Set([...BUYER_ROLES, 'procuringentity']);

function hasRole(party: JsonObject, roles: ReadonlySet<string>): boolean {
  const partyRoles = Array.isArray(party.roles) ? party.roles : [];
  return partyRoles.some((role) => roles.has(String(role).toLowerCase()));
}

function hasAnyField(address: JsonObject | undefined): address is JsonObject {
  return address !== undefined && Object.values(address).some((field) => asText(field));
}

/** buyer.address, else the address of the buyer's entry in parties (by id, else by role). */
function buyerAddressOf(release: JsonObject): JsonObject | undefined {
  const buyer = asObject(release.buyer);
  if (hasAnyField(asObject(buyer?.address))) return asObject(buyer?.address);
  const parties = objectsOf(release.parties);
  const buyerId = asText(buyer?.id);
  const party =
    parties.find((entry) => buyerId !== undefined && asText(entry.id) === buyerId) ??
    parties.find((entry) => hasRole(entry, BUYER_ROLES));
  const address = asObject(party?.address);
  return hasAnyField(address) ? address : undefined;
}

/** The country as people read it: a bare code ("GB") becomes its English name. */
function countryText(address: JsonObject): string | null {
  const name = oneLine(address.countryName);
  return name && /^[A-Z]{2}$/.test(name) ? (countryNameOf(name) ?? name) : name;
}

/** Locality, region and country of an OCDS address, on one line. */
function addressLine(address: JsonObject | undefined): string | null {
  if (!address) return null;
  const parts = [oneLine(address.locality), oneLine(address.region), countryText(address)];
  return distinct(parts).join(', ') || null;
}

/**
 * The buyer's country, else that of a buying or procuring party, else the country of the
 * publisher's web domain (UK Contracts Finder leaves most addresses empty).
 */
function countryOf(
  release: JsonObject,
  buyerAddress: JsonObject | undefined,
  meta: OcdsPackageMeta,
): string | null {
  const fromAddress = countryCodeOf(asText(buyerAddress?.countryName));
  if (fromAddress) return fromAddress;
  for (const party of objectsOf(release.parties)) {
    if (!hasRole(party, PROCURING_ROLES)) continue;
    const code = countryCodeOf(asText(asObject(party.address)?.countryName));
    if (code) return code;
  }
  for (const url of [meta.publisherUri, meta.uri]) {
    const code = countryCodeOfUrl(url ?? null);
    if (code) return code;
  }
  return null;
}

/** A place described in words: its description, named gazetteer entries, or its address. */
function placeLine(location: JsonObject | undefined, address: JsonObject | undefined) {
  const gazetteer = asObject(location?.gazetteer);
  const identifiers = gazetteer?.identifiers ?? gazetteer?.Identifiers;
  // GeoNames and similar gazetteers give numbers, which say nothing to a reader.
  const names = (Array.isArray(identifiers) ? identifiers : [])
    .map(oneLine)
    .filter((name) => name && /\p{L}/u.test(name));
  return distinct([oneLine(location?.description), ...names, addressLine(address)]).join(', ');
}

function deliveryPlaceOf(tender: JsonObject, items: JsonObject[]): string | null {
  const holders = [tender, ...items];
  const places = holders.flatMap((holder) => [
    placeLine(asObject(holder.deliveryLocation), asObject(holder.deliveryAddress)),
    ...objectsOf(holder.deliveryLocations).map((location) => placeLine(location, undefined)),
    ...objectsOf(holder.deliveryAddresses).map((address) => placeLine(undefined, address)),
  ]);
  return distinct(places).join('; ') || null;
}

/** tender.value, else the minimum or maximum value (UK gives only tender.minValue). */
function valueOf(tender: JsonObject): { amount: number; currency: string } | null {
  const declared = asObject(tender.value);
  for (const money of [declared, asObject(tender.minValue), asObject(tender.maxValue)]) {
    const amount = parseAmount(money?.amount);
    if (amount === null) continue;
    const currency = normalizeCurrency(money?.currency ?? declared?.currency);
    return currency ? { amount, currency } : null;
  }
  return null;
}

/** A code-list name has no spaces ("CPV", "UNSPSC", "CUCoP"); GACM puts category names there. */
const SCHEME_NAME = /^[A-Za-z][\w.-]{0,29}$/;

function classificationOf(value: unknown): TGovClassification | null {
  const classification = asObject(value);
  if (!classification) return null;
  let scheme = oneLine(classification.scheme);
  const id = oneLine(classification.id);
  let description = oneLine(classification.description);
  if (scheme && !SCHEME_NAME.test(scheme)) {
    description ??= scheme;
    scheme = null;
  }
  return id || description ? { scheme, id, description } : null;
}

/** The tender's and its items' classifications, each scheme and code once. */
function classificationsOf(tender: JsonObject, items: JsonObject[]): TGovClassification[] {
  const candidates = [tender, ...items].flatMap((holder) => [
    classificationOf(holder.classification),
    ...(Array.isArray(holder.additionalClassifications)
      ? holder.additionalClassifications.map(classificationOf)
      : []),
  ]);
  const unique = new Map<string, TGovClassification>();
  for (const entry of candidates) {
    if (!entry) continue;
    const key = JSON.stringify([entry.scheme, entry.id ?? entry.description]);
    if (!unique.has(key)) unique.set(key, entry);
  }
  return [...unique.values()];
}

/** The tender notice document, else any tender document with an address, else the package. */
function sourceUrlOf(tender: JsonObject, meta: OcdsPackageMeta): string | null {
  const documents = objectsOf(tender.documents).filter((document) => httpUrl(document.url));
  const notice =
    documents.find(
      (document) =>
        asText(document.documentType)?.toLowerCase().replace(/\s+/g, '') === 'tendernotice',
    ) ?? documents[0];
  return httpUrl(notice?.url) ?? meta.uri ?? null;
}
