import type { ExportCreated, ExportStatusResponse, ExportTable } from '@chairly/shared/exports/index';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchFile } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** Optional calendar dates (yyyy-MM-dd) in her zone, both included. */
export type ExportRange = { from?: string; to?: string };

/** Hands a file to the browser as a download (the only way to save what an authorised call answered). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob after the click returns: freed at once, the download fails without a
  // word. FileSaver.js waits 40 s for the same reason.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/** GET /api/exports/{table}.csv, saved under the server's name. */
export function useDownloadCsv() {
  return useMutation({
    mutationFn: async ({ table, range }: { table: ExportTable; range: ExportRange }) => {
      const { blob, filename } = await apiFetchFile(`/api/exports/${table}.csv`, { auth: true, query: range });
      saveFile(blob, filename ?? `${table}.csv`);
    },
  });
}

/** POST /api/exports: starts the archive job (202). */
export function useStartExport() {
  return useMutation({
    mutationFn: () => apiFetch<ExportCreated>('/api/exports', { method: 'POST', auth: true }),
  });
}

const POLL_MS = 1000;

/** GET /api/exports/{id}, asked again every second while the job runs. */
export function useExportStatus(id: string | null) {
  return useQuery({
    queryKey: settingsKeys.dataExport(id ?? ''),
    queryFn: () => apiFetch<ExportStatusResponse>(`/api/exports/${id}`, { auth: true }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'running' ? POLL_MS : false;
    },
  });
}
