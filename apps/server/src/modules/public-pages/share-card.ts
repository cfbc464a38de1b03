import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import type { TBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { deadlineText } from './head-text.ts';

// Share cards (docs/product/public-pages.md#share-cards): a brief's, a creator's, a brand's and the site's,
// each a 1200×630 PNG. A brief's is drawn from the brief's data
// with satori (layout to SVG) and resvg (SVG to PNG, a prebuilt native package), in Inter from @fontsource.
// Cards are kept per brief version (its updatedAt), so an unchanged brief is drawn once per process.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const KEPT_CARDS = 200;

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }> | null = null;
const loadFonts = () =>
  (fonts ??= [
    { name: 'Inter', data: fontFile(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: fontFile(700), weight: 700, style: 'normal' },
  ]);

type Node = {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown; [attribute: string]: unknown };
};
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, children },
});

/** The card's layout: Briefly's mark, the brand, the title, the reward and the deadline. */
function cardLayout(brief: TBrief): Node {
  const title = brief.title.length > 110 ? `${brief.title.slice(0, 107).trimEnd()}…` : brief.title;
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 72,
      background: 'linear-gradient(135deg, #1f1147 0%, #4c2fd0 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { alignItems: 'center', gap: 20 }, [
        el(
          'div',
          {
            width: 64,
            height: 64,
            borderRadius: 16,
            background: '#ffffff',
            color: '#4c2fd0',
            fontSize: 40,
            fontWeight: 700,
            alignItems: 'center',
            justifyContent: 'center',
          },
          'B',
        ),
        el('div', { fontSize: 34, fontWeight: 700 }, 'Briefly'),
        el('div', { fontSize: 30, opacity: 0.75, marginLeft: 12 }, `· ${brief.brandName}`),
      ]),
      el('div', { fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.15 }, title),
      el('div', { gap: 24, fontSize: 32 }, [
        el(
          'div',
          { background: 'rgba(255,255,255,0.16)', borderRadius: 999, padding: '12px 28px', fontWeight: 700 },
          `${formatUsd(brief.reward)} in rewards`,
        ),
        el(
          'div',
          { background: 'rgba(255,255,255,0.16)', borderRadius: 999, padding: '12px 28px' },
          `Apply by ${deadlineText(brief.deadline)}`,
        ),
      ]),
    ],
  );
}

export async function renderShareCard(brief: TBrief): Promise<Buffer> {
  const svg = await satori(cardLayout(brief) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  return Buffer.from(new Resvg(svg).render().asPng());
}

/** Cards by brief version: the oldest goes when more than KEPT_CARDS are kept. `renders` counts real drawings. */
export function createShareCards(render: (brief: TBrief) => Promise<Buffer> = renderShareCard) {
  const kept = new Map<string, Promise<Buffer>>();
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    card(brief: TBrief): Promise<Buffer> {
      const key = `${brief.id}:${brief.updatedAt}`;
      let card = kept.get(key);
      if (!card) {
        renders += 1;
        card = render(brief);
        card.catch(() => kept.delete(key));
        kept.set(key, card);
        if (kept.size > KEPT_CARDS) kept.delete(kept.keys().next().value!);
      }
      return card;
    },
  };
}

/** A person's or a brand's card (creator and brand pages): their photo or logo, name, handle and record. */
export interface ProfileCard {
  kind: 'creator' | 'brand';
  name: string;
  /** `@user_name` for a creator; null for a brand. */
  handle: string | null;
  /** The stored photo or logo's hash, or null (initials are drawn). */
  photoHash: string | null;
  /** Up to three short facts: briefs won, rating, open briefs. */
  facts: string[];
}

/** A card's version: what it draws, hashed. The share address carries it (`?v=`), so a changed card has a new one. */
export function cardVersion(card: ProfileCard): string {
  return createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 16);
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

function brandMark(size: number): Node {
  return el(
    'div',
    {
      width: size,
      height: size,
      borderRadius: size / 4,
      background: '#ffffff',
      color: '#4c2fd0',
      fontSize: size * 0.62,
      fontWeight: 700,
      alignItems: 'center',
      justifyContent: 'center',
    },
    'B',
  );
}

const PHOTO_SIDE = 300;

function profileLayout(card: ProfileCard, photoPng: Buffer | null): Node {
  const radius = card.kind === 'creator' ? PHOTO_SIDE / 2 : 36;
  const picture: Node = photoPng
    ? {
        type: 'img',
        props: {
          src: `data:image/png;base64,${photoPng.toString('base64')}`,
          width: PHOTO_SIDE,
          height: PHOTO_SIDE,
          style: { borderRadius: radius, border: '6px solid rgba(255,255,255,0.85)' },
        },
      }
    : el(
        'div',
        {
          width: PHOTO_SIDE,
          height: PHOTO_SIDE,
          borderRadius: radius,
          background: 'rgba(255,255,255,0.18)',
          border: '6px solid rgba(255,255,255,0.85)',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 120,
          fontWeight: 700,
        },
        initialsOf(card.name),
      );
  const name = card.name.length > 40 ? `${card.name.slice(0, 38).trimEnd()}…` : card.name;
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 64,
      background: 'linear-gradient(135deg, #1f1147 0%, #4c2fd0 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { alignItems: 'center', gap: 20 }, [
        brandMark(56),
        el('div', { fontSize: 32, fontWeight: 700 }, 'Briefly'),
        el('div', { fontSize: 28, opacity: 0.75, marginLeft: 8 }, card.kind === 'creator' ? '· Creator' : '· Brand'),
      ]),
      el('div', { alignItems: 'center', gap: 56 }, [
        picture,
        el('div', { flexDirection: 'column', gap: 16, flex: 1 }, [
          el('div', { fontSize: name.length > 24 ? 52 : 64, fontWeight: 700, lineHeight: 1.1 }, name),
          ...(card.handle ? [el('div', { fontSize: 32, opacity: 0.8 }, card.handle)] : []),
        ]),
      ]),
      el(
        'div',
        { gap: 20, fontSize: 30 },
        card.facts.map((fact, index) =>
          el(
            'div',
            {
              background: 'rgba(255,255,255,0.16)',
              borderRadius: 999,
              padding: '12px 28px',
              fontWeight: index === 0 ? 700 : 400,
            },
            fact,
          ),
        ),
      ),
    ],
  );
}

/** The site's own card, for every public page without one of its own. */
function siteLayout(): Node {
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      justifyContent: 'center',
      gap: 40,
      padding: 96,
      background: 'linear-gradient(135deg, #1f1147 0%, #4c2fd0 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { alignItems: 'center', gap: 28 }, [
        brandMark(96),
        el('div', { fontSize: 72, fontWeight: 700 }, 'Briefly'),
      ]),
      el('div', { fontSize: 52, fontWeight: 700, lineHeight: 1.15 }, 'Funded briefs for creators'),
      el(
        'div',
        { fontSize: 32, opacity: 0.85, lineHeight: 1.35 },
        'Brands post funded briefs; creators deliver the work and are paid for what wins.',
      ),
    ],
  );
}

async function draw(layout: Node): Promise<Buffer> {
  const svg = await satori(layout as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  return Buffer.from(new Resvg(svg).render().asPng());
}

/** A profile card; `photoWebp` is the stored 256 px WebP (satori draws PNG and JPEG, so sharp converts it). */
export async function renderProfileCard(card: ProfileCard, photoWebp: Buffer | null): Promise<Buffer> {
  const photoPng = photoWebp ? await sharp(photoWebp).png().toBuffer() : null;
  return draw(profileLayout(card, photoPng));
}

export const renderSiteCard = () => draw(siteLayout());

/** Drawn cards by key (`kind:id:version`), the oldest dropped past KEPT_CARDS; `renders` counts real drawings. */
export function createCardCache() {
  const kept = new Map<string, Promise<Buffer>>();
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    card(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      let card = kept.get(key);
      if (!card) {
        renders += 1;
        card = render();
        card.catch(() => kept.delete(key));
        kept.set(key, card);
        if (kept.size > KEPT_CARDS) kept.delete(kept.keys().next().value!);
      }
      return card;
    },
  };
}
