// What the web build gives every import of 'zod' (the alias in vite.config.ts): zod without its
// JIT. Creating an object schema probes `new Function`, which the app's Content-Security-Policy
// (script-src 'self') refuses and reports as a violation on every page that loads a schema; zod
// then parses with its interpreter anyway, which jitless makes it choose without probing. The
// server and the tests import zod itself.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
