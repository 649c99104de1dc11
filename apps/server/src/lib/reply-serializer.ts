/**
 * The reply serializer of every route: fastify-type-provider-zod's, which checks and shapes each
 * reply by the route's zod schema of its status. A value that the server hands to many requests
 * unchanged (a code list held for a minute) is frozen and marked with `sharedReply`; each route
 * then keeps that value's serialization and sends it again, instead of checking and serialising
 * the same list on every request (bench/fixed-cost: most of what a code list cost).
 */
import { serializerCompiler } from 'fastify-type-provider-zod';

const sharedValues = new WeakSet<object>();

/**
 * The texts of shared values, each with its compressed forms once made (shared-reply-encoding.ts).
 * A held list is replaced every minute or so: the oldest texts go first.
 */
const keptTexts = new Map<string, Map<string, Buffer>>();
const KEPT_TEXTS = 256;

function keepText(text: string): void {
  if (keptTexts.size >= KEPT_TEXTS) keptTexts.delete(keptTexts.keys().next().value as string);
  keptTexts.set(text, new Map());
}

/** The compressed forms kept of a shared value's text, by encoding; undefined for other text. */
export const encodingsOfSharedText = (text: string): Map<string, Buffer> | undefined =>
  keptTexts.get(text);

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}

/**
 * Marks a value that is served to many requests as it is: frozen all through (so it cannot change
 * after its first serialization), its serialization is kept by each route that sends it.
 */
export function sharedReply<T extends object>(value: T): T {
  deepFreeze(value);
  sharedValues.add(value);
  return value;
}

type SerializerCompiler = typeof serializerCompiler;

export const replySerializerCompiler: SerializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  // Per route and status: the same value may pass one route's schema and not another's.
  const serialized = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !sharedValues.has(data))
      return serialize(data);
    let text = serialized.get(data);
    if (text === undefined) {
      // Checked and serialised as any reply; a value that fails its schema is not kept.
      text = serialize(data);
      serialized.set(data, text);
      keepText(text);
    }
    return text;
  };
};
