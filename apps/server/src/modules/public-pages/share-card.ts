import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { TBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { deadlineText } from './page-heads.ts';

// A brief's share card (docs/product/public-pages.md#share-cards): a 1200×630 PNG drawn from the brief's data
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

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
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
