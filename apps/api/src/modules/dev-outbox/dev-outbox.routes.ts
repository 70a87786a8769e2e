import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxListPage, outboxMessagePage } from './dev-outbox.html';
import type { DevOutboxRepository } from './dev-outbox.repository';

const LIST_LIMIT = 200;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const hide = { hide: true } as const;

/** The dev outbox (registered on a local system only; see ./index.ts). */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ repository: DevOutboxRepository }> = async (app, { repository }) => {
  app.get('/dev/outbox.json', { schema: hide }, async () => ({
    messages: (await repository.list(LIST_LIMIT)).map((m) => ({
      id: m.id,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      text: m.textBody,
      html: m.htmlBody,
      attachments: m.attachments,
      createdAt: m.createdAt.toISOString(),
    })),
  }));
  app.get('/dev/outbox', { schema: hide }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(outboxListPage(await repository.list(LIST_LIMIT))),
  );
  app.get('/dev/outbox/:id', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    const message = await repository.find(request.params.id);
    if (!message) return reply.code(404).type('text/plain; charset=utf-8').send('No such message');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(outboxMessagePage(message));
  });
};
