/**
 * The OCDS 1.1 documents the open-data API serves, as zod schemas: the releases the publisher
 * writes, and the release and record packages around them. They describe an outside standard's
 * wire format that only this module reads and writes (the web app does not), so they live here
 * rather than in packages/shared. Every field the publisher writes is declared: the reply
 * serializer drops undeclared ones. The official schemas check the result in the tests.
 */
import { z } from 'zod';

const zDateTime = z.iso.datetime({ offset: true });

export const ZOcdsValue = z.object({ amount: z.number(), currency: z.string() });

/** A party named by its entry in `parties`. */
export const ZOcdsOrganizationReference = z.object({ id: z.string(), name: z.string() });

export const ZOcdsOrganization = ZOcdsOrganizationReference.extend({
  roles: z.array(z.string()),
});
export type OcdsOrganization = z.infer<typeof ZOcdsOrganization>;

export const ZOcdsItem = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  /** The buyer's expected unit price in the tender; awards list items without it. */
  unit: z.object({ name: z.string(), value: ZOcdsValue.optional() }),
});
export type OcdsItem = z.infer<typeof ZOcdsItem>;

export const ZOcdsPeriod = z.object({ startDate: zDateTime, endDate: zDateTime });

export const OCDS_TENDER_STATUSES = ['active', 'complete', 'cancelled', 'unsuccessful'] as const;

export const ZOcdsTender = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(OCDS_TENDER_STATUSES),
  procuringEntity: ZOcdsOrganizationReference,
  items: z.array(ZOcdsItem),
  value: ZOcdsValue,
  procurementMethod: z.literal('open'),
  procurementMethodDetails: z.string(),
  awardCriteria: z.enum(['priceOnly', 'ratedCriteria']),
  submissionMethod: z.array(z.literal('electronicAuction')),
  submissionMethodDetails: z.string(),
  tenderPeriod: ZOcdsPeriod,
});

export const ZOcdsAward = z.object({
  id: z.string(),
  /** pending until the buyer makes the award final, then active; cancelled before that. */
  status: z.enum(['pending', 'active', 'cancelled']),
  date: zDateTime,
  value: ZOcdsValue,
  suppliers: z.array(ZOcdsOrganizationReference),
  items: z.array(ZOcdsItem),
});
export type OcdsAward = z.infer<typeof ZOcdsAward>;

export const ZOcdsContract = z.object({
  id: z.string(),
  awardID: z.string(),
  /** The award is final; the contract is signed outside Tendermark. */
  status: z.literal('pending'),
  value: ZOcdsValue,
  items: z.array(ZOcdsItem),
});
export type OcdsContract = z.infer<typeof ZOcdsContract>;

export const OCDS_RELEASE_TAGS = [
  'tender',
  'tenderUpdate',
  'tenderCancellation',
  'award',
  'awardUpdate',
  'awardCancellation',
  'contract',
  'contractUpdate',
  'compiled',
] as const;
export type OcdsReleaseTag = (typeof OCDS_RELEASE_TAGS)[number];

/** What a release says about its tender: everything but its id, date and tags. */
export const ZOcdsReleaseContent = z.object({
  ocid: z.string(),
  initiationType: z.literal('tender'),
  language: z.literal('en'),
  buyer: ZOcdsOrganizationReference,
  parties: z.array(ZOcdsOrganization),
  tender: ZOcdsTender,
  awards: z.array(ZOcdsAward).optional(),
  contracts: z.array(ZOcdsContract).optional(),
});
export type OcdsReleaseContent = z.infer<typeof ZOcdsReleaseContent>;

/** A release: its ocid, id, date and tags first (the reply's key order), then its content. */
export const ZOcdsRelease = z
  .object({
    ocid: z.string(),
    id: z.string(),
    date: zDateTime,
    tag: z.array(z.enum(OCDS_RELEASE_TAGS)).min(1),
  })
  .extend(ZOcdsReleaseContent.omit({ ocid: true }).shape)
  .meta({ id: 'OcdsRelease', description: 'An OCDS 1.1 release' });
export type OcdsRelease = z.infer<typeof ZOcdsRelease>;

const ZPackageMeta = z.object({
  uri: z.url(),
  version: z.literal('1.1'),
  publishedDate: zDateTime,
  publisher: z.object({ name: z.string(), uri: z.url() }),
  license: z.url(),
  publicationPolicy: z.url(),
});

/** The next page, while there is one. */
const ZPackageLinks = z.object({ next: z.url().optional() });

export const ZOcdsReleasePackage = ZPackageMeta.extend({
  releases: z.array(ZOcdsRelease),
  links: ZPackageLinks,
});
export type OcdsReleasePackage = z.infer<typeof ZOcdsReleasePackage>;

/** A record's reference to one of its releases, in the release package of its ocid. */
export const ZOcdsLinkedRelease = z.object({
  url: z.url(),
  date: zDateTime,
  tag: z.array(z.enum(OCDS_RELEASE_TAGS)),
});

export const ZOcdsRecord = z.object({
  ocid: z.string(),
  releases: z.array(ZOcdsLinkedRelease),
  compiledRelease: ZOcdsRelease,
});
export type OcdsRecord = z.infer<typeof ZOcdsRecord>;

export const ZOcdsRecordPackage = ZPackageMeta.extend({
  records: z.array(ZOcdsRecord),
  links: ZPackageLinks,
});
export type OcdsRecordPackage = z.infer<typeof ZOcdsRecordPackage>;
