// Edits of the items table that follow the shared rules: expected price and the bid-step default.
import { bidStepFor, type TItem } from '@tendermark/shared';
import { newRowKey, type DraftItem } from './draft.ts';
import { formNumber, toNumber } from './numbers.ts';

/**
 * A new unit price ('' while the field is being retyped, which counts as 0). The bid step follows
 * it (1 % of the price, shared bidStepFor) as long as the owner has not set a bid step of their
 * own, i.e. while it still equals the default of the previous price.
 */
export function withUnitPrice(item: DraftItem, unitPrice: number | string): DraftItem {
  const isDefaultStep = toNumber(item.bidStep) === bidStepFor(toNumber(item.unitPrice));
  return {
    ...item,
    unitPrice: formNumber(unitPrice),
    bidStep: isDefaultStep ? bidStepFor(toNumber(unitPrice)) : item.bidStep,
  };
}

/** A new row from the server's default item (unit price 100, quantity 10, piece). */
export function newItemFrom(template: TItem): DraftItem {
  return { ...template, id: null, name: '', description: '', key: newRowKey() };
}
