/** Environment → typed configuration (DESIGN §6), with embedded defaults for a laptop. */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    (value) =>
      value === undefined || value === '' ? fallback : /^(1|true|yes|on)$/i.test(String(value)),
    z.boolean(),
  );

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  /**
   * Each mail is also written here as a file (the developer's mailbox). Default without SMTP_URL:
   * DATA_DIR/mail; `off` writes none.
   */
  MAIL_DROP_DIR: optionalString,
  MAIL_FROM: z.string().default('Tendermark <no-reply@tendermark.test>'),
  /** How long a node's mail worker holds a claimed mail before another may send it (a crash). */
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  JWT_SECRET: optionalString,
  /**
   * The secret the sealed offers' keys are derived from (issue 30, decision 012); never in the
   * database. Unset: one is generated once and kept in DATA_DIR (embedded mode). Several nodes on
   * one database must share it.
   */
  SEALED_OFFER_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'at least 32 characters').optional(),
  ),
  ADMIN_EMAIL: z.string().default('admin@tendermark.test'),
  ADMIN_PASSWORD: z.string().default('Admin1234'),
  SEED_DEMO: flag(true),
  SEED_GOV_TENDERS: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  CORS_ORIGIN: optionalString,
  RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: z.coerce.number().int().positive().default(20),
  // Login throttling (modules/account/rate-limit.ts): failures before the proof-of-work challenge.
  LOGIN_CHALLENGE_AFTER_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_CHALLENGE_AFTER_ADDRESS_FAILURES: z.coerce.number().int().positive().default(20),
  LOGIN_CHALLENGE_AFTER_USER_FAILURES: z.coerce.number().int().positive().default(50),
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(1000),
  LOOKUPS_BEFORE_CHALLENGE: z.coerce.number().int().positive().default(20),
  LOOKUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(300),
  REGISTRATIONS_BEFORE_CHALLENGE: z.coerce.number().int().positive().default(3),
  RESET_REQUESTS_BEFORE_CHALLENGE: z.coerce.number().int().positive().default(3),
  CHALLENGES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(600),
  /** PBKDF2 iterations per proof-of-work attempt, and the most attempts a challenge can take. */
  CHALLENGE_COST: z.coerce.number().int().positive().default(1000),
  CHALLENGE_MAX_ATTEMPTS: z.coerce.number().int().min(4).default(400),
  /** Upload requests one user may have running at once, and one node at once (UploadLimits: the sizes). */
  UPLOADS_PER_USER: z.coerce.number().int().positive().default(3),
  UPLOADS_PER_NODE: z.coerce.number().int().positive().default(16),
  /** Bids one user may send a node in a second (BidToItem, BidToCriterion); 429 past it. */
  BIDS_PER_USER_PER_SECOND: z.coerce.number().int().positive().default(20),
  /** Behind a reverse proxy: `true`, or the proxies' addresses or subnets, comma-separated. */
  TRUST_PROXY: optionalString,
  /** Signs POST /api/billing/Webhook (HMAC-SHA256 of the raw body); unset: the webhook is off (404). */
  BILLING_WEBHOOK_SECRET: optionalString,
  // Plans page (GET /api/billing/GetPlans): monthly prices shown for the Business plans.
  PLAN_PRICE_STANDARD: z.coerce.number().nonnegative().default(49),
  PLAN_PRICE_PREMIUM: z.coerce.number().nonnegative().default(149),
  PLAN_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  // Stripe checkout, webhook and customer portal: on when STRIPE_SECRET_KEY is set (then the
  // webhook secret and both price ids are required). STRIPE_API_BASE points the client elsewhere
  // (a local stand-in in tests).
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_STANDARD: optionalString,
  STRIPE_PRICE_PREMIUM: optionalString,
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url().optional()),
  // External login: a provider is offered only when both its client id and secret are set.
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(emptyAsUndefined, z.url().default('https://accounts.google.com')),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  FACEBOOK_ISSUER: z.preprocess(emptyAsUndefined, z.url().optional()),
  TWITTER_CLIENT_ID: optionalString,
  TWITTER_CLIENT_SECRET: optionalString,
  TWITTER_ISSUER: z.preprocess(emptyAsUndefined, z.url().optional()),
  // Open data (modules/open-data): each public tender's ocid is this prefix, '-' and its id.
  OCDS_OCID_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,49}$/i, 'letters, digits and hyphens, at most 50')
    .default('ocds-tndmrk'),
  OCDS_PUBLISHER_NAME: z.string().min(1).default('Tendermark'),
  OCDS_LICENSE: z.url().default('https://opendatacommons.org/licenses/pddl/1-0/'),
  /** Default: the policy this server writes at PUBLIC_URL/api/ocds/publication-policy. */
  OCDS_PUBLICATION_POLICY: z.preprocess(emptyAsUndefined, z.url().optional()),
  // Uploaded files in an S3-compatible object store (nodes on several hosts share it): on when
  // S3_BUCKET is set, which then needs both keys; unset, files stay on local disk (DATA_DIR/files).
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      )
      .optional(),
  ),
  /** Another store than AWS S3 (MinIO, Ceph, …): its URL. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO wants; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.preprocess(
    (value) =>
      value === undefined || value === '' ? undefined : /^(1|true|yes|on)$/i.test(String(value)),
    z.boolean().optional(),
  ),
});

export type AppConfig = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections to PostgreSQL; each live tender's bid batch holds one for two round trips. */
  databasePoolSize: number;
  redisUrl?: string;
  smtpUrl?: string;
  /** Folder where each mail is written as a file; undefined writes none. */
  mailDropDir?: string;
  mailFrom: string;
  mailClaimSeconds: number;
  jwtSecret: string;
  /** Sealed offers' keys are derived from it (HKDF per tender); not in the database, never logged. */
  sealedOfferSecret: string;
  /** Whether SEALED_OFFER_SECRET was set, rather than generated into DATA_DIR. */
  isSealedOfferSecretConfigured: boolean;
  adminEmail: string;
  adminPassword: string;
  seedDemo: boolean;
  /** Import the shipped government tenders (src/data/gov-tenders) into an empty table at start. */
  seedGovTenders: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDist?: string;
  corsOrigin?: string;
  rateLimitTokenPerMinute: number;
  /** Registrations per address and hour. */
  rateLimitRegistrationsPerHour: number;
  /** When the proof-of-work challenge is asked, and the ceilings above it (rate-limit.ts). */
  throttle: ThrottleConfig;
  /** Upload requests running at once per user and per node; more are refused (429, 503), not queued. */
  uploadsPerUser: number;
  uploadsPerNode: number;
  /** Bids one user may send one node in a second; more are refused (429 with Retry-After). */
  bidsPerUserPerSecond: number;
  /** Which proxies' X-Forwarded-For to believe, so that rate limits see the browser's address. */
  /** Fastify's trustProxy: a hop count, true (any), or the proxies' addresses. */
  trustProxy: boolean | number | string;
  /** Shared secret of the billing webhook; undefined turns the webhook off. */
  billingWebhookSecret?: string;
  /** What the plans page shows: monthly prices of the Business plans, in one currency. */
  plans: PlansConfig;
  /** Stripe checkout and webhook; undefined when STRIPE_SECRET_KEY is not set. */
  stripe?: StripeConfig;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** The configured external login providers; none by default. */
  externalLogins: ExternalLoginsConfig;
  /** How public tenders are published as OCDS open data. */
  openData: OpenDataConfig;
  /** Where uploaded files go when not on local disk; undefined when S3_BUCKET is not set. */
  objectStore?: ObjectStoreConfig;
};

/** An S3-compatible object store for the uploaded files (modules/files/s3-storage.ts). */
export type ObjectStoreConfig = {
  bucket: string;
  region: string;
  /** Undefined: AWS S3 itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
};

/** The open data's publisher metadata (OCDS release and record packages). */
export type OpenDataConfig = {
  /** Registered OCDS prefix; a tender's ocid is `${ocidPrefix}-${tenderId}`. */
  ocidPrefix: string;
  publisherName: string;
  /** Licence URL of the published data. */
  license: string;
  /** Publication policy URL; undefined: the one this server writes (GET /api/ocds/publication-policy). */
  publicationPolicy?: string;
};

/**
 * Login throttling (DESIGN: throttle, never lock out). Failures are counted per address and user
 * name, per address and per user name within 15 minutes; past a count the proof-of-work challenge
 * is asked instead of refusing. Only the per-address ceilings (an hour) answer 429.
 */
export type ThrottleConfig = {
  /** Failed logins of one user name from one address before that pair must solve the challenge. */
  loginFailuresPerPair: number;
  /** Failed logins from one address (any user names) before every login from it must solve it. */
  loginFailuresPerAddress: number;
  /** Failed logins of one user name (any addresses) before every login of it must solve it. */
  loginFailuresPerUser: number;
  /** Failed logins from one address in an hour before its logins are refused (429). */
  loginFailureCeilingPerHour: number;
  /** UserExistsInSystem look-ups per address (15 minutes) before the challenge; 429 past the ceiling. */
  lookupsBeforeChallenge: number;
  lookupCeilingPerHour: number;
  /** Registrations per address and hour before the challenge (the ceiling: rateLimitRegistrationsPerHour). */
  registrationsBeforeChallenge: number;
  /** Password-reset requests per address or user name and hour before the challenge. */
  resetRequestsBeforeChallenge: number;
  /** Challenges one address may fetch in an hour. */
  challengeCeilingPerHour: number;
  /** PBKDF2 iterations of one proof-of-work attempt. */
  challengeCost: number;
  /** Attempts a challenge takes at most (a random number between a quarter of it and it). */
  challengeMaxAttempts: number;
};

export type PlansConfig = {
  currency: string;
  monthlyPrices: { BusinessStandard: number; BusinessPremium: number };
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids (price_…) of the two Business plans' subscriptions. */
  priceIds: { BusinessStandard: string; BusinessPremium: string };
  /** Another API address than Stripe's (a local stand-in in tests). */
  apiBase?: string;
};

export type ExternalLoginCredentials = {
  clientId: string;
  clientSecret: string;
  /**
   * An OpenID Connect issuer to discover the provider's endpoints from (Google's by default; set
   * one for Facebook or Twitter only to use an OpenID Connect stand-in, e.g. in tests).
   */
  issuer?: string;
};

export type ExternalLoginsConfig = {
  Google?: ExternalLoginCredentials;
  Facebook?: ExternalLoginCredentials;
  Twitter?: ExternalLoginCredentials;
};

/** Reads the environment; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://${vars.HOST}:${vars.PORT}`).replace(/\/$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    redisUrl: vars.REDIS_URL,
    smtpUrl: vars.SMTP_URL,
    mailDropDir: mailDropDirOf(vars.MAIL_DROP_DIR, vars.SMTP_URL, dataDir),
    mailFrom: vars.MAIL_FROM,
    mailClaimSeconds: vars.MAIL_CLAIM_SECONDS,
    jwtSecret: vars.JWT_SECRET ?? persistedDevSecret(dataDir),
    sealedOfferSecret: vars.SEALED_OFFER_SECRET ?? persistedSecret(dataDir, 'sealed-offer-secret'),
    isSealedOfferSecretConfigured: vars.SEALED_OFFER_SECRET !== undefined,
    adminEmail: vars.ADMIN_EMAIL.toLowerCase(),
    adminPassword: vars.ADMIN_PASSWORD,
    seedDemo: vars.SEED_DEMO,
    seedGovTenders: vars.SEED_GOV_TENDERS,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST,
    corsOrigin: vars.CORS_ORIGIN,
    rateLimitTokenPerMinute: vars.RATE_LIMIT_TOKEN_PER_MINUTE,
    rateLimitRegistrationsPerHour: vars.RATE_LIMIT_REGISTRATIONS_PER_HOUR,
    throttle: {
      loginFailuresPerPair: vars.LOGIN_CHALLENGE_AFTER_FAILURES,
      loginFailuresPerAddress: vars.LOGIN_CHALLENGE_AFTER_ADDRESS_FAILURES,
      loginFailuresPerUser: vars.LOGIN_CHALLENGE_AFTER_USER_FAILURES,
      loginFailureCeilingPerHour: vars.LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
      lookupsBeforeChallenge: vars.LOOKUPS_BEFORE_CHALLENGE,
      lookupCeilingPerHour: vars.LOOKUPS_PER_ADDRESS_PER_HOUR,
      registrationsBeforeChallenge: vars.REGISTRATIONS_BEFORE_CHALLENGE,
      resetRequestsBeforeChallenge: vars.RESET_REQUESTS_BEFORE_CHALLENGE,
      challengeCeilingPerHour: vars.CHALLENGES_PER_ADDRESS_PER_HOUR,
      challengeCost: vars.CHALLENGE_COST,
      challengeMaxAttempts: vars.CHALLENGE_MAX_ATTEMPTS,
    },
    uploadsPerUser: vars.UPLOADS_PER_USER,
    uploadsPerNode: vars.UPLOADS_PER_NODE,
    bidsPerUserPerSecond: vars.BIDS_PER_USER_PER_SECOND,
    trustProxy: trustProxySetting(vars.TRUST_PROXY),
    billingWebhookSecret: vars.BILLING_WEBHOOK_SECRET,
    plans: {
      currency: vars.PLAN_CURRENCY,
      monthlyPrices: {
        BusinessStandard: vars.PLAN_PRICE_STANDARD,
        BusinessPremium: vars.PLAN_PRICE_PREMIUM,
      },
    },
    stripe: stripeSettings(vars),
    accessTokenSeconds: 15 * 60,
    refreshTokenDays: 30,
    externalLogins: {
      Google: credentials(vars.GOOGLE_CLIENT_ID, vars.GOOGLE_CLIENT_SECRET, vars.GOOGLE_ISSUER),
      Facebook: credentials(
        vars.FACEBOOK_CLIENT_ID,
        vars.FACEBOOK_CLIENT_SECRET,
        vars.FACEBOOK_ISSUER,
      ),
      Twitter: credentials(vars.TWITTER_CLIENT_ID, vars.TWITTER_CLIENT_SECRET, vars.TWITTER_ISSUER),
    },
    openData: {
      ocidPrefix: vars.OCDS_OCID_PREFIX,
      publisherName: vars.OCDS_PUBLISHER_NAME,
      license: vars.OCDS_LICENSE,
      publicationPolicy: vars.OCDS_PUBLICATION_POLICY,
    },
    objectStore: objectStoreSettings(vars),
  };
}

/**
 * The object store is all or nothing: S3_BUCKET turns it on and needs both keys; any other S3_
 * variable without a bucket is a mistake (files would silently stay on one host's disk).
 */
function objectStoreSettings(vars: z.infer<typeof ZEnv>): ObjectStoreConfig | undefined {
  const bucket = vars.S3_BUCKET;
  const accessKeyId = vars.S3_ACCESS_KEY_ID;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY;
  const problems: string[] = [];
  if (!bucket) {
    const stray = Object.entries({
      S3_ENDPOINT: vars.S3_ENDPOINT,
      S3_REGION: vars.S3_REGION,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: vars.S3_FORCE_PATH_STYLE,
    })
      .filter(([, value]) => value !== undefined)
      .map(([name]) => name);
    if (stray.length === 0) return undefined;
    problems.push(
      `S3_BUCKET: required with ${stray.join(', ')} (unset them to keep files on local disk)`,
    );
  } else {
    if (!accessKeyId) problems.push('S3_ACCESS_KEY_ID: required with S3_BUCKET');
    if (!secretAccessKey) problems.push('S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
  }
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    bucket,
    region: vars.S3_REGION ?? 'us-east-1',
    endpoint: vars.S3_ENDPOINT,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? vars.S3_ENDPOINT !== undefined,
    accessKeyId,
    secretAccessKey,
  };
}

/** Without SMTP a developer reads mails from files, since the log and admin API redact them. */
function mailDropDirOf(
  value: string | undefined,
  smtpUrl: string | undefined,
  dataDir: string,
): string | undefined {
  if (value === undefined) return smtpUrl ? undefined : path.join(dataDir, 'mail');
  return /^(0|false|no|off)$/i.test(value) ? undefined : path.resolve(value);
}

/**
 * A number is a hop count: `1` believes only the address the proxy in front appended to
 * X-Forwarded-For, not what a client wrote there itself (with `true` the leftmost entry, which a
 * client chooses, became its address and key of every per-address limit).
 */
function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || /^(0|false|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return /^(true|yes|on)$/i.test(value) ? true : value;
}

/** Stripe is all or nothing: with a secret key, the webhook secret and both prices must be set. */
function stripeSettings(vars: z.infer<typeof ZEnv>): StripeConfig | undefined {
  const secretKey = vars.STRIPE_SECRET_KEY;
  if (!secretKey) return undefined;
  const webhookSecret = vars.STRIPE_WEBHOOK_SECRET;
  const standard = vars.STRIPE_PRICE_STANDARD;
  const premium = vars.STRIPE_PRICE_PREMIUM;
  if (!webhookSecret || !standard || !premium) {
    const missing = [
      webhookSecret ? null : 'STRIPE_WEBHOOK_SECRET',
      standard ? null : 'STRIPE_PRICE_STANDARD',
      premium ? null : 'STRIPE_PRICE_PREMIUM',
    ].filter((name) => name !== null);
    throw new Error(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: required with STRIPE_SECRET_KEY`).join('\n  ')}`,
    );
  }
  return {
    secretKey,
    webhookSecret,
    priceIds: { BusinessStandard: standard, BusinessPremium: premium },
    apiBase: vars.STRIPE_API_BASE,
  };
}

function credentials(
  clientId: string | undefined,
  clientSecret: string | undefined,
  issuer: string | undefined,
): ExternalLoginCredentials | undefined {
  return clientId && clientSecret ? { clientId, clientSecret, issuer } : undefined;
}

/** Without JWT_SECRET a random secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function persistedDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A random secret generated once and kept in DATA_DIR/<name>. Processes starting together (test
 * workers, nodes sharing a folder) agree on one: each writes its own candidate to a file of its
 * own and links it to the name, which only the first link wins; everyone then reads the winner.
 */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(candidate, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      linkSync(candidate, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(candidate, { force: true });
    }
  }
  return readFileSync(file, 'utf8').trim();
}
