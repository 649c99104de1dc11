/** The content of a new tender: the defaults of spec §3/§4, and the prefilled demo tender. */
import { eq } from 'drizzle-orm';
import {
  AddressSource,
  BidVisibility,
  Constants,
  DEFAULT_AUCTION_FORMAT,
  DEFAULT_FORMAT_RULES,
  DEFAULT_TIE_RULE,
  TenderCriterionUnit,
  UnitsOfTenderCriterion,
  WinningThreshold,
  WinningThresholdLabels,
  bidStepFor,
  defaultItem,
  defaultPriceCriterion,
  defaultTenderDates,
  expectedItemPrice,
  mandatoryMustHaveCondition,
  weightOf,
  zeroSeconds,
  type TItem,
  type TTenderParameters,
  type Unit,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { countries, unitsOfMeasurement } from '../../db/schema/index.ts';

/** UN/CEFACT Rec 20 "C62", seeded as "piece": the default unit of an item. */
const PIECE_UNIT_CODE = 'C62';
const MINUTE = 60_000;

async function unitByCode(db: DbExecutor, code: string): Promise<Unit | undefined> {
  const [unit] = await db
    .select({ id: unitsOfMeasurement.id, name: unitsOfMeasurement.name })
    .from(unitsOfMeasurement)
    .where(eq(unitsOfMeasurement.code, code));
  return unit;
}

export async function pieceUnit(db: DbExecutor): Promise<Unit> {
  const unit = await unitByCode(db, PIECE_UNIT_CODE);
  if (!unit) throw new Error('units of measurement are not seeded (C62 missing)');
  return unit;
}

const currencyUnit = (): Unit =>
  UnitsOfTenderCriterion.find((unit) => unit.id === TenderCriterionUnit.CURRENCY) ?? {
    id: TenderCriterionUnit.CURRENCY,
    name: 'Currency',
  };

/** A draft with one default item, the price criterion and the mandatory must-have condition. */
export async function defaultParameters(
  db: DbExecutor,
  currency: string,
  now: Date,
): Promise<TTenderParameters> {
  const dates = defaultTenderDates(now);
  return {
    tenderId: '',
    name: '',
    keywords: '',
    currency,
    industries: [],
    isVatIncluded: true,
    isPublic: false,
    itemsDetails: [defaultItem(await pieceUnit(db))],
    criteriaDetails: [defaultPriceCriterion(currencyUnit())],
    mustHaveConditions: [mandatoryMustHaveCondition()],
    addressSource: null,
    newDeliveryAddress: null,
    duration: Constants.defaultDurationMinutes,
    proposalEndDate: dates.proposalEndDate.toISOString(),
    startDate: dates.startDate.toISOString(),
    autoExtendMinutes: 0,
    bidVisibility: BidVisibility.RANK_AND_BEST_BIDS,
    tieRule: DEFAULT_TIE_RULE,
    auctionFormat: DEFAULT_AUCTION_FORMAT,
    formatRules: DEFAULT_FORMAT_RULES,
    stepProgress: 1,
  };
}

/** Demo dates: proposals close in 5 minutes, the room opens in 10 and runs 15, so a new buyer sees it soon. */
export function demoDates(now: Date) {
  const base = zeroSeconds(now).getTime();
  return {
    proposalEndDate: new Date(base + 5 * MINUTE),
    startDate: new Date(base + 10 * MINUTE),
    duration: 15,
  };
}

const DEMO_ITEMS = [
  { name: 'Copy paper A4, 80 g/m², 500-sheet ream', unitPrice: 4.6, quantity: 400 },
  { name: 'Black toner cartridge HP 59A (CF259A)', unitPrice: 89, quantity: 24 },
  { name: 'Ballpoint pen, blue, medium tip', unitPrice: 0.45, quantity: 1000 },
  { name: 'Lever arch file A4, 80 mm spine', unitPrice: 2.3, quantity: 150 },
];

function demoItem(unit: Unit, item: (typeof DEMO_ITEMS)[number]): TItem {
  return {
    ...defaultItem(unit),
    ...item,
    expPrice: expectedItemPrice(item),
    bidStep: bidStepFor(item.unitPrice),
    description: '',
  };
}

/** The demo tender: realistic office supplies, two criteria, a delivery address and short dates. */
export async function demoParameters(
  db: DbExecutor,
  currency: string,
  now: Date,
): Promise<TTenderParameters> {
  const base = await defaultParameters(db, currency, now);
  const unit = await pieceUnit(db);
  const dates = demoDates(now);
  const [unitedStates] = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(eq(countries.code, 'US'));
  const days = UnitsOfTenderCriterion.find((entry) => entry.id === TenderCriterionUnit.DAYS);
  return {
    ...base,
    name: 'Demo auction: office supplies',
    keywords: 'office supplies, paper, toner',
    itemsDetails: DEMO_ITEMS.map((item) => demoItem(unit, item)),
    criteriaDetails: [
      { ...defaultPriceCriterion(currencyUnit()), weight: weightOf(0.8) },
      {
        id: null,
        name: 'Delivery time',
        unit: days ?? { id: TenderCriterionUnit.DAYS, name: 'Days' },
        winningThreshold: {
          id: WinningThreshold.LOWEST,
          name: WinningThresholdLabels[WinningThreshold.LOWEST],
        },
        weight: weightOf(0.2),
        bestBid: -1,
        description: 'Working days from order to delivery',
        minBid: 1,
        maxBid: 30,
        isPrice: false,
      },
    ],
    mustHaveConditions: [
      mandatoryMustHaveCondition(),
      {
        id: null,
        text: 'Delivery to the reception, Monday to Friday 8:00–16:00',
        hasAdditionalInfo: false,
      },
    ],
    addressSource: AddressSource.DELIVERY,
    newDeliveryAddress: {
      streetAddress: '1 Market Street',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94105',
      country: unitedStates ?? null,
      gpsCoords: { lat: 37.7936, lng: -122.3952 },
    },
    duration: dates.duration,
    proposalEndDate: dates.proposalEndDate.toISOString(),
    startDate: dates.startDate.toISOString(),
  };
}
