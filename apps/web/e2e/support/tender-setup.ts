// API set-up for journeys about suppliers: activated accounts, a buyer's trial, and a scheduled
// tender with items, a second criterion, two must-have conditions and a delivery address.
import { expect, type APIRequestContext } from '@playwright/test';
import { admin, latestMailTo, linkIn, tokenFor, uniqueEmail } from './api.ts';

export const journeyPassword = 'Secret123';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Registers and activates a new account through the API and its activation mail. */
export async function activatedUser(request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const registered = await request.post('/api/account/Register', {
    data: { Email: email, Password: journeyPassword, ConfirmPassword: journeyPassword },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await latestMailTo(request, email);
  const activated = await request.patch(
    `/api/account${linkIn(mail.text, '/activation').replace('/activation', '/Activate')}`,
  );
  expect(activated.ok(), await activated.text()).toBe(true);
  return email;
}

/** A 30-day Business Standard trial, so that the buyer can schedule real auctions. */
export async function giveTrial(request: APIRequestContext, userName: string): Promise<void> {
  const adminToken = await tokenFor(request, admin.userName, admin.password);
  const trial = await request.post('/api/admin/GiveTrialToUser', {
    headers: bearer(adminToken),
    data: { userName },
  });
  expect(trial.ok(), await trial.text()).toBe(true);
}

export type ScheduledTender = {
  tenderId: string;
  name: string;
  items: { id: string; name: string }[];
  criterion: { id: string; name: string };
  conditions: string[];
};

/** Optional traits of a scheduled tender: public (anyone may find it), a pinned delivery place. */
export type TenderTraits = {
  isPublic?: boolean;
  gpsCoords?: { lat: number; lng: number };
  /** The second must-have condition's text and the first item's description. */
  conditionText?: string;
  itemDescription?: string;
  /** The second item's name and the "Delivery time" criterion's name. */
  secondItemName?: string;
  criterionName?: string;
};

/**
 * Creates, fills (2 items, a "Delivery time" criterion, 2 must-haves, a delivery address) and
 * schedules a tender of the buyer; the proposal deadline is a week away.
 */
export async function scheduledTender(
  request: APIRequestContext,
  buyerToken: string,
  name: string,
  {
    isPublic = false,
    gpsCoords,
    conditionText = 'Chairs certified to EN 1335',
    itemDescription,
    secondItemName = 'Standing desk',
    criterionName = 'Delivery time',
  }: TenderTraits = {},
): Promise<ScheduledTender> {
  const headers = bearer(buyerToken);
  const created = await request.post('/api/tender/CreateNewTenderId', { headers });
  expect(created.ok(), await created.text()).toBe(true);
  const { tenderId } = (await created.json()) as { tenderId: string };
  const draft = await (
    await request.get(`/api/tender/GetTender?id=${tenderId}`, { headers })
  ).json();
  const [firstItem] = draft.itemsDetails;
  const [price] = draft.criteriaDetails;
  const [mandatory] = draft.mustHaveConditions;
  const updated = await request.post('/api/tender/UpdateTender', {
    headers,
    data: {
      ...draft,
      name,
      itemsDetails: [
        {
          ...firstItem,
          name: 'Ergonomic office chair',
          description: itemDescription ?? firstItem.description,
          unitPrice: 120,
          quantity: 10,
          bidStep: 1.2,
        },
        {
          ...firstItem,
          id: null,
          name: secondItemName,
          unitPrice: 450,
          quantity: 4,
          bidStep: 4.5,
        },
      ],
      criteriaDetails: [
        { ...price, weight: { id: 0.8 } },
        {
          id: null,
          name: criterionName,
          unit: { id: 2, name: 'Days' },
          winningThreshold: { id: 0, name: 'Lowest wins' },
          weight: { id: 0.2 },
          minBid: 1,
          maxBid: 60,
          description: '',
        },
      ],
      mustHaveConditions: [mandatory, { id: null, text: conditionText, hasAdditionalInfo: false }],
      isPublic,
      addressSource: 4,
      newDeliveryAddress: {
        streetAddress: 'Alexanderplatz 1',
        zipCode: '10178',
        city: 'Berlin',
        country: { id: 58, code: 'DE' },
        gpsCoords: gpsCoords ?? null,
      },
    },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  const scheduled = await request.put(`/api/tender/ScheduleTender?tenderId=${tenderId}`, {
    headers,
  });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);
  const tender = await scheduled.json();
  return {
    tenderId,
    name,
    items: tender.itemsDetails.map((item: { id: string; name: string }) => ({
      id: item.id,
      name: item.name,
    })),
    criterion: tender.criteriaDetails[1],
    conditions: tender.mustHaveConditions.map((condition: { text: string }) => condition.text),
  };
}
