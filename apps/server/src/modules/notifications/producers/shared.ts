import type { Db } from '../../../db/client.ts';
import * as repo from '../notifications.repository.ts';

// What the producers of every area share: a title in quotes and the brief an event is about.

export const quoted = (title: string) => `“${title}”`;

export async function brief(
  tx: Db,
  briefId: string,
  fallbackTitle?: string,
): Promise<repo.BriefInfo | { title: string; brandName: string; status: null; brandId: null }> {
  return (
    (await repo.briefInfo(tx, briefId)) ?? {
      title: fallbackTitle ?? 'a brief',
      brandName: 'A brand',
      status: null,
      brandId: null,
    }
  );
}
