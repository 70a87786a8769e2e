import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ConsultationRow = { id: number; serviceId: number | null; message: string; preferredContact: 'email' | 'phone'; createdAt: Date };
export type ConsultationsRepository = ReturnType<typeof createConsultationsRepository>;

export function createConsultationsRepository(db: Db) {
  return {
    async publicServiceExists(stylistId: number, serviceId: number): Promise<boolean> {
      const result = await db.execute(sql`SELECT 1 FROM services WHERE stylist_id = ${stylistId} AND id = ${serviceId} AND public AND deleted_at IS NULL`);
      return result.rows.length > 0;
    },
    /** `also` runs in the insert's transaction with the new id (the notification event). */
    insert(stylistId: number, customerId: number, input: Omit<ConsultationRow, 'id' | 'createdAt'>, also?: (tx: Tx, id: number) => Promise<void>): Promise<ConsultationRow> {
      return db.transaction(async (tx) => {
        const result = await tx.execute<{ id: string; created_at: string }>(sql`
          INSERT INTO consultation_requests (stylist_id, customer_id, service_id, message, preferred_contact)
          VALUES (${stylistId}, ${customerId}, ${input.serviceId}, ${input.message}, ${input.preferredContact}) RETURNING id, created_at`);
        const row = result.rows[0];
        if (!row) throw new Error('The consultation request was not stored');
        await also?.(tx, Number(row.id));
        return { ...input, id: Number(row.id), createdAt: new Date(row.created_at) };
      });
    },
  };
}
