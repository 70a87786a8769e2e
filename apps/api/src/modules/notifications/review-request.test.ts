import { describe, expect, it } from 'vitest';
import type { AppointmentContext } from './notification-context.repository';
import { createNotificationsService } from './notifications.service';

/**
 * Issue #28.4: the review request's link carries a fresh single-use token. Only a token that went
 * out stays: a retried job that finds every channel sent already drops the one it made.
 */
const ctx: AppointmentContext = {
  stylist: {
    stylistId: 3, email: 'mara@example.test', name: 'Mara', businessName: 'Mara Nails', phone: '', address: '', subdomain: 'mara', locale: 'en',
    timeZone: 'UTC', emailNotifications: true, smsNotifications: false, reviewRequestNotifications: true, appointmentReminder: false,
    appointmentReminderHours: 24, notificationsText: '', emailConfirmed: true,
  },
  customer: { name: 'Heidi', email: 'heidi@example.test', phone: '', locale: 'en', emailConfirmed: true },
  appointment: { id: 9, uuid: '0b6f3a4e-1111-4222-8333-444455556666', state: 'completed', startsAt: new Date('2030-01-01T10:00:00Z'), endsAt: new Date('2030-01-01T10:30:00Z'), services: 'Cut', sequence: 0, updatedAt: new Date('2029-12-01T10:00:00Z') },
};

function service(sentNow: ('email' | 'sms')[]) {
  const issued: string[] = [];
  const discarded: string[] = [];
  const texts: string[] = [];
  const notifications = createNotificationsService({
    context: { appointment: async () => ctx } as never,
    delivery: { deliver: async (delivery) => (texts.push(delivery.message.text), sentNow) },
    links: { protocol: 'https', baseDomain: 'chairly.example', port: null },
    trialNoticeDays: 3,
    reviewLinks: {
      issue: async (stylistId, appointmentId) => {
        const token = `t${issued.length}-${stylistId}-${appointmentId}`;
        issued.push(token);
        return token;
      },
      discard: async (token) => void discarded.push(token),
    },
  });
  return { notifications, issued, discarded, texts };
}

describe('review request link', () => {
  it('carries a token made for this appointment and keeps it once the message went out', async () => {
    const { notifications, issued, discarded, texts } = service(['email']);
    await notifications.requestReview({ stylistId: 3, appointmentId: 9 }, 'job-1');
    expect(issued).toEqual(['t0-3-9']);
    expect(texts[0]).toContain(`https://mara.chairly.example/appointment/${ctx.appointment.uuid}/review?token=t0-3-9`);
    expect(discarded).toEqual([]);
  });

  it('drops the token of a retry that sent nothing (the first message and its token stand)', async () => {
    const { notifications, issued, discarded } = service([]);
    await notifications.requestReview({ stylistId: 3, appointmentId: 9 }, 'job-1');
    expect(discarded).toEqual(issued);
  });
});
