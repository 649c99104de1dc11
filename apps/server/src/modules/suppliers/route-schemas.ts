/** What the supplier routes share: OpenAPI tags and the reply of a list of entries. */
import { z } from 'zod';
import { ZSupplierEntry } from '@tendermark/shared';

export const tags = ['tendersupplier'];
export const ZSupplierEntries = z.array(ZSupplierEntry);
