import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';

export async function seedAccounts(_ctx: AppContext, _log: FastifyBaseLogger): Promise<void> {}
