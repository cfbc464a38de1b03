import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { readToken } from '@/lib/session-storage';

interface ExportCsvButtonProps {
  /** e.g. `/api/admin/brands/export.csv`. */
  path: string;
  /** The list's current filters (no paging: the file holds every match). Blank values are left out. */
  query?: Record<string, string | undefined>;
  /** Used when the server names no file. */
  fileName: string;
  label?: string;
}

export const EXPORT_FAILED = 'Failed to export CSV';

/** `export.csv?a=b` with the blank filters left out. */
export function exportUrl(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a list as CSV with the filters it shows. The export needs the admin's bearer token, which
 * a plain link cannot send, so the file is fetched here and handed to the browser as a download.
 */
export function ExportCsvButton({ path, query, fileName, label = 'Export CSV' }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const token = readToken();
      const response = await fetch(exportUrl(path, query), {
        headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
        throw new Error(typeof body?.error === 'string' ? body.error : `Request failed (${response.status})`);
      }
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = fileNameFrom(response.headers.get('Content-Disposition'), fileName);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch (cause) {
      const message =
        cause instanceof TypeError ? 'Network error' : cause instanceof Error ? cause.message : 'Network error';
      notifications.show({ color: 'red', title: EXPORT_FAILED, message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      size="md"
      leftSection={<IconDownload size={16} />}
      onClick={() => void download()}
      loading={busy}
    >
      {label}
    </Button>
  );
}
