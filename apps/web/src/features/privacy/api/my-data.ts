import { apiFetchFile } from '@/lib/api-client';

/** GET /api/logged-customer/my-data (Art. 15, 20): her data as a JSON file, saved under the server's name. */
export async function downloadMyData(): Promise<void> {
  const { blob, filename } = await apiFetchFile('/api/logged-customer/my-data', { auth: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? 'chairly-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
