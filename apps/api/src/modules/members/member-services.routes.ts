import { AppError, memberServiceListSchema, memberServicesRequestSchema, messageToken, translateMessage, type MemberServiceList } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { stylistWriteTransaction } from '../../db/transactions';
import { hydraCollection } from '../../lib/hydra';
import { stylistOf } from '../../plugins/auth';
import type { MemberServicesRepository } from './member-services.repository';
import type { MemberWeekTargets } from './member-week-target';

const tags = ['members'];
const params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const notFound = () => new AppError('NOT_FOUND', 'Member not found');

type Options = { db: Db; repository: MemberServicesRepository; targets: MemberWeekTargets };

/** Issue #34 stage 2 (D63): the services each member performs, with her own duration or price. */
export const memberServicesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, repository, targets }) => {
  async function answer(stylistId: number, memberId: number): Promise<MemberServiceList> {
    const list = await repository.list(stylistId, memberId);
    if (!list) throw notFound();
    const path = `/api/members/${memberId}/services`;
    return { ...hydraCollection({ context: '/api/contexts/MemberService', id: path, members: list.services, total: list.services.length }), allServices: list.allServices };
  }

  app.get(
    '/api/members/:id/services',
    {
      onRequest: app.requireStylist,
      schema: {
        tags,
        summary: "Every service of the business as the member performs it (whether, her duration and price, her own or null); owners and managers read anyone's, staff their own (403)",
        params,
        response: { 200: memberServiceListSchema },
      },
    },
    async (request) => answer(stylistOf(request).stylistId, (await targets.member(request, request.params.id)).memberId),
  );

  app.put(
    '/api/members/:id/services',
    {
      onRequest: [app.requireStylist, app.requireMemberRole('owner', 'manager')],
      schema: {
        tags,
        summary:
          'Set the services a member performs (`allServices`, or only those listed) and her own duration or price of each (null: the service’s); owners and managers',
        params,
        body: memberServicesRequestSchema,
        response: { 200: memberServiceListSchema },
      },
    },
    async (request) => {
      const { stylistId } = stylistOf(request);
      const { memberId } = await targets.member(request, request.params.id);
      const { body } = request;
      // Under the business's write lock, as bookings and their assignment to a member are (D64).
      await stylistWriteTransaction(db, stylistId, async (tx) => {
        const unknown = await repository.unknownServices(tx, stylistId, body.services.map((row) => row.serviceId));
        if (unknown.length > 0) {
          const fields = Object.fromEntries(
            body.services.flatMap((row, index) => (unknown.includes(row.serviceId) ? [[`services.${index}.serviceId`, translateMessage(messageToken('member_service_unknown'))]] : [])),
          );
          throw new AppError('VALIDATION', 'The request is invalid', fields);
        }
        await repository.replace(tx, stylistId, memberId, body);
      });
      return answer(stylistId, memberId);
    },
  );
};
