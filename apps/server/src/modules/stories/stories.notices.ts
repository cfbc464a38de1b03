import type { Db } from '../../db/client.ts';
import * as repo from './stories.repository.ts';

// What the notifications module needs to word a story's notifications (read inside its delivery transaction).

export interface StoryNotice {
  id: string;
  title: string;
  brandId: string | null;
  brandName: string;
  creatorId: string | null;
  creatorName: string;
  published: boolean;
}

export async function storyNotice(tx: Db, storyId: string): Promise<StoryNotice | null> {
  const row = await repo.findStory(tx, storyId);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    brandId: row.brandId,
    brandName: row.brandName,
    creatorId: row.creatorId,
    creatorName: row.creatorName,
    published: row.publishedAt !== null,
  };
}
