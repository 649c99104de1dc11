/**
 * One log line per request. Fastify's default writes two at info level, "incoming request" (the
 * request) and "request completed" (status and time): formatting and writing them was the largest
 * part of what every request cost the server beyond its route (bench/fixed-cost). The completed
 * line now carries the request as well, so at info it says everything the two said; the incoming
 * line is written at debug, for when one must see requests that never complete.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLineRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
  }
}
