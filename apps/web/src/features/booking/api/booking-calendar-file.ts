import { apiFetchText } from '@/lib/api-client';

/**
 * The booking's calendar file from the server (the same UID and SEQUENCE as the e-mailed ones, so
 * a calendar that has it updates the one event), saved as `appointment.ics`.
 */
export async function downloadBookingCalendarFile(uuid: string): Promise<void> {
  const ics = await apiFetchText(
    `/api/logged-customer/appointment-by-uuid/${encodeURIComponent(uuid)}/ics`,
    { auth: true },
  );
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'appointment.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
