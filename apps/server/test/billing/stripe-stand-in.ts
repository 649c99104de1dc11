/**
 * A local stand-in for the few Stripe API calls Tendermark makes (create a customer, create a
 * Checkout Session, create a billing portal session, retrieve, list or cancel subscriptions), so
 * that no test reaches the internet. It
 * records what the server asked for and plays Stripe's side of a checkout: paying creates an
 * active subscription and delivers checkout.session.completed to the server's webhook, signed
 * with the stripe library's own test-header helper. The e2e journey uses it too (plans.spec.ts).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type RecordedCall = {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey?: string;
};
type Reply = { status: number; body: unknown; type?: string; location?: string };
type Session = { id: string; form: URLSearchParams };
export type StandInSubscription = {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  priceId: string;
  /** Seconds since the epoch, as Stripe gives it. */
  currentPeriodEnd: number;
  metadata: Record<string, string>;
};

const signer = new Stripe('sk_test_stand_in');
const DAY_SECONDS = 24 * 60 * 60;

/** A Stripe event as the webhook receives it, signed for the secret at the given time. */
export function signedStripeEvent(
  secret: string,
  type: string,
  object: object,
  { id, nowMs = Date.now() }: { id: string; nowMs?: number },
): { body: string; signature: string } {
  const body = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(nowMs / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(nowMs / 1000),
  });
  return { body, signature };
}

/** Stripe's shape of a subscription (the fields Tendermark reads, and a few around them). */
export function subscriptionObject(subscription: StandInSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    metadata: subscription.metadata,
    cancel_at_period_end: false,
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          current_period_end: subscription.currentPeriodEnd,
          current_period_start: subscription.currentPeriodEnd - 30 * DAY_SECONDS,
          price: { id: subscription.priceId, object: 'price' },
          quantity: 1,
        },
      ],
    },
  };
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export class StripeStandIn {
  readonly calls: RecordedCall[] = [];
  readonly subscriptions = new Map<string, StandInSubscription>();
  /** Set to make every API call answer 500 (Stripe unreachable for the server's purposes). */
  isFailing = false;
  private readonly sessions = new Map<string, Session>();
  private readonly portalReturns = new Map<string, string>();
  /** Stripe's answer to each idempotency key, repeated for every later request with the key. */
  private readonly idempotentReplies = new Map<string, Reply>();
  /** The customers created (POST /v1/customers), by id. */
  readonly customers = new Map<string, { id: string; form: URLSearchParams }>();
  /** Customers deleted in Stripe's dashboard: calls naming them answer "No such customer". */
  readonly deletedCustomers = new Set<string>();
  private counter = 0;
  private server?: Server;
  base = '';

  constructor(
    readonly options: {
      /** Where paying delivers checkout.session.completed (the server's StripeWebhook). */
      webhookUrl?: string;
      webhookSecret?: string;
      /** Stripe's clock in ms (the server's test clock), for the period end and the signature. */
      now?: () => number;
    } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        ({ status, body, type = 'application/json', location }) => {
          response.writeHead(status, { 'content-type': type, ...(location && { location }) });
          response.end(typeof body === 'string' ? body : JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'text/plain' });
          response.end(String(error));
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address() as AddressInfo;
    this.base = `http://127.0.0.1:${address.port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  /** Deletes a customer as Stripe's dashboard does: its subscriptions end with it. */
  deleteCustomer(id: string): void {
    this.deletedCustomers.add(id);
    for (const subscription of this.subscriptions.values())
      if (subscription.customer === id) subscription.status = 'canceled';
  }

  /** The recorded calls to one API path. */
  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  private nextId(prefix: string): string {
    return `${prefix}_test_${++this.counter}`;
  }

  private async handle(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', this.base);
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith('/v1/')) {
      const form = method === 'GET' ? url.searchParams : await readForm(request);
      const header = request.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' ? header : undefined;
      this.calls.push({
        method,
        path: url.pathname,
        form,
        ...(idempotencyKey && { idempotencyKey }),
      });
      if (this.isFailing)
        return { status: 500, body: { error: { type: 'api_error', message: 'down' } } };
      if (method !== 'POST' || !idempotencyKey) return this.api(method, url.pathname, form);
      // As Stripe: a POST repeated with the same Idempotency-Key gets the first one's answer.
      const earlier = this.idempotentReplies.get(idempotencyKey);
      if (earlier) return earlier;
      const reply = this.api(method, url.pathname, form);
      this.idempotentReplies.set(idempotencyKey, reply);
      return reply;
    }
    const pay = url.pathname.match(/^\/checkout\/(cs_test_\d+)\/pay$/);
    if (method === 'POST' && pay?.[1]) {
      const successUrl = await this.completeCheckout(pay[1]);
      return { status: 303, body: '', type: 'text/plain', location: successUrl };
    }
    const page = url.pathname.match(/^\/checkout\/(cs_test_\d+)$/);
    if (method === 'GET' && page?.[1] && this.sessions.has(page[1]))
      return { status: 200, body: this.checkoutPage(page[1]), type: 'text/html; charset=utf-8' };
    const portal = url.pathname.match(/^\/portal\/(bps_test_\d+)$/);
    const portalReturn = portal?.[1] ? this.portalReturns.get(portal[1]) : undefined;
    if (method === 'GET' && portalReturn)
      return {
        status: 200,
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><title>Customer portal (stand-in)</title></head>
<body><main><h1>Customer portal</h1><a href="${portalReturn}">Return to Tendermark</a></main></body></html>`,
      };
    return { status: 404, body: { error: { type: 'invalid_request_error' } } };
  }

  private api(method: string, path: string, form: URLSearchParams): Reply {
    const customer = form.get('customer');
    if (method === 'POST' && customer && this.deletedCustomers.has(customer))
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'customer',
            message: `No such customer: '${customer}'`,
          },
        },
      };
    if (method === 'POST' && path === '/v1/customers') {
      const id = this.nextId('cus');
      this.customers.set(id, { id, form });
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const name = key.match(/^metadata\[(.+)\]$/)?.[1];
        if (name) metadata[name] = value;
      }
      return {
        status: 200,
        body: { id, object: 'customer', email: form.get('email'), metadata },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.nextId('cs');
      this.sessions.set(id, { id, form });
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          client_reference_id: form.get('client_reference_id'),
          customer: form.get('customer'),
          url: `${this.base}/checkout/${id}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = this.nextId('bps');
      this.portalReturns.set(id, form.get('return_url') ?? '/');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          url: `${this.base}/portal/${id}`,
        },
      };
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      // Stripe lists a customer's subscriptions that are not canceled unless asked for all.
      const status = form.get('status');
      const data = [...this.subscriptions.values()]
        .filter((entry) => entry.customer === form.get('customer'))
        .filter((entry) => status === 'all' || entry.status !== 'canceled')
        .map(subscriptionObject);
      return {
        status: 200,
        body: { object: 'list', url: '/v1/subscriptions', has_more: false, data },
      };
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    const canceled = subscription?.[1] ? this.subscriptions.get(subscription[1]) : undefined;
    if (method === 'DELETE' && canceled) {
      canceled.status = 'canceled';
      return { status: 200, body: subscriptionObject(canceled) };
    }
    if (method === 'GET' && subscription?.[1]) {
      const found = this.subscriptions.get(subscription[1]);
      if (!found)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such subscription' } },
        };
      return { status: 200, body: subscriptionObject(found) };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error' } } };
  }

  /** What the checkout page shows: the plan's price id and a Pay button, as Stripe's page would. */
  private checkoutPage(id: string): string {
    const price = this.sessions.get(id)?.form.get('line_items[0][price]') ?? '';
    return `<!doctype html><html lang="en"><head><title>Stripe checkout (stand-in)</title></head>
<body><main><h1>Subscribe</h1><p>Price ${price}</p>
<form method="post" action="/checkout/${id}/pay"><button type="submit">Pay</button></form>
</main></body></html>`;
  }

  /**
   * Pays a session: a new customer (unless the session named one) and an active subscription of
   * its price for 30 days, then checkout.session.completed to the webhook. Returns the success URL.
   */
  async completeCheckout(sessionId: string, eventId = this.nextId('evt')): Promise<string> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`unknown checkout session ${sessionId}`);
    const customer = session.form.get('customer') ?? this.nextId('cus');
    const subscription: StandInSubscription = {
      id: this.nextId('sub'),
      customer,
      status: 'active',
      priceId: session.form.get('line_items[0][price]') ?? '',
      currentPeriodEnd: Math.floor(this.now() / 1000) + 30 * DAY_SECONDS,
      metadata: {
        userId: session.form.get('subscription_data[metadata][userId]') ?? '',
        plan: session.form.get('subscription_data[metadata][plan]') ?? '',
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    await this.deliver(eventId, 'checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: session.form.get('client_reference_id'),
      customer,
      subscription: subscription.id,
      metadata: { userId: session.form.get('metadata[userId]') ?? '' },
    });
    return session.form.get('success_url') ?? '/';
  }

  /** Sends a signed event to the configured webhook; throws unless the server accepts it. */
  async deliver(id: string, type: string, object: object): Promise<void> {
    const { webhookUrl, webhookSecret } = this.options;
    if (!webhookUrl || !webhookSecret) throw new Error('the stand-in has no webhook to deliver to');
    const { body, signature } = signedStripeEvent(webhookSecret, type, object, {
      id,
      nowMs: this.now(),
    });
    const reply = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    if (!reply.ok) throw new Error(`webhook answered ${reply.status}: ${await reply.text()}`);
  }
}
