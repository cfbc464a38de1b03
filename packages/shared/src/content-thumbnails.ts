// A portfolio item's picture without fetching anything (docs/product/creator-profiles-and-reviews.md):
// a YouTube video's standard thumbnail address follows from its id; other platforms show their icon card.
import { normalizeContentLink } from './content-links.ts';

/** `https://i.ytimg.com/vi/<id>/hqdefault.jpg` for a YouTube video link, else null. */
export function youtubeThumbnailUrl(link: string): string | null {
  try {
    const { key } = normalizeContentLink(link);
    const id = /^youtube:([A-Za-z0-9_-]{11})$/.exec(key)?.[1];
    return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
  } catch {
    return null;
  }
}
