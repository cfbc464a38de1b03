import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

// What every accessibility journey shares: a browser context in a colour scheme (signed in or not),
// and axe-core's WCAG 2.1 A/AA checks of what is on screen.

export type Scheme = 'light' | 'dark';
type Account = { email: string; password: string };

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The rules whose outcome depends on colour. The markup is the same in both themes, so the other
 * rules are checked once, in the light theme; the dark theme adds only these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * A context in `scheme`, with the account's session in place before the app's first script runs, as
 * after a real sign-in (an admin signs in at the admin's own endpoint).
 */
export async function themedContext(
  browser: Browser,
  baseURL: string,
  scheme: Scheme,
  options: { account?: Account | null; admin?: boolean; width?: number } = {},
) {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL,
    colorScheme: scheme,
    viewport: { width, height: width < 600 ? 844 : 800 },
  });
  let session: { token: string; user: { id: string } } | null = null;
  if (options.account) {
    const response = await context.request.post(options.admin ? '/api/admin/login' : '/api/login', {
      data: { email: options.account.email, password: options.account.password },
    });
    expect(response.ok()).toBe(true);
    session = (await response.json()) as { token: string; user: { id: string } };
  }
  await context.addInitScript(
    ([stored, theme]) => {
      localStorage.setItem('theme', theme);
      if (stored) {
        localStorage.setItem('token', stored.token);
        localStorage.setItem('user', JSON.stringify(stored.user));
        localStorage.setItem('userId', stored.user.id);
      }
    },
    [session, scheme] as const,
  );
  return context;
}

/**
 * Waits until no finite animation or transition is running: a modal still fading in is measured
 * half-transparent, and its colours fail the contrast rule at random. Endless ones (a loader) are not waited for.
 */
export async function settled(page: Page) {
  // A transition that has just been mounted (a toast arriving) starts on the next frames: wait for them,
  // or its half-faded colours are measured before its animation exists.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * The violations on screen (or inside `include`), one line per element, each naming `where`. Callers
 * wait for what they check to be loaded first (not 'networkidle': a member's page holds its live stream open).
 */
export async function axeViolations(
  page: Page,
  where: string,
  options: { scheme: Scheme; include?: string },
): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (options.scheme === 'dark') builder.withRules(COLOUR_RULES);
  else builder.withTags(WCAG_TAGS);
  if (options.include) builder.include(options.include);
  const result = await builder.analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} [${options.scheme}] ${violation.id}: ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help} — ${node.html.slice(0, 100)}`,
    ),
  );
}

/**
 * Waits until the charts' widths hold still: a chart follows its box's new width a few frames after the viewport
 * changes (Recharts watches the box, then React draws it again), so measured at once after a resize it still has the
 * old width and seems to reach past the screen (a whole CI run's first try, at 1280 px after 768).
 */
async function chartsResized(page: Page) {
  if ((await page.locator('.recharts-wrapper').count()) === 0) return;
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const widths = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.recharts-wrapper'))
            .map((chart) => Math.round(chart.getBoundingClientRect().width))
            .join(','),
        );
        const still = widths === last;
        last = widths;
        return still;
      },
      { intervals: [150], timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * What is cut off on screen (docs/product/README.md#nothing-cut-off), one line per problem, each naming `where`:
 * - an element that reaches past the edge of the nearest box that clips it (or of the screen) — unless
 *   that box scrolls sideways *and shows it*: a sideways scroller must be a `ScrollX` frame
 *   (`data-scroll-cue`, its shadow and hint), so a scroller without a cue is reported too;
 * - text cut by `overflow: hidden` without being shortened on purpose (an ellipsis, a line clamp);
 * - an empty field whose placeholder does not fit in it.
 */
export async function horizontalOverflow(page: Page, where: string): Promise<string[]> {
  await settled(page);
  await chartsResized(page);
  const found = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, (style = getComputedStyle(element)));
      return style;
    };
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? '';
      return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.split(' ').slice(0, 2).join(' ')}"` : ''}> ${label || text}`;
    };
    const offScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.right <= 0 || box.left >= viewport;
    };
    const hiddenCache = new Map<Element, boolean>();
    const hidden = (element: Element | null): boolean => {
      if (!element || element === document.body) return false;
      const known = hiddenCache.get(element);
      if (known !== undefined) return known;
      const style = styleOf(element);
      const result =
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        style.opacity === '0' ||
        element.getAttribute('aria-hidden') === 'true' ||
        // Visually hidden text for screen readers, and closed off-canvas panels.
        (style.clipPath !== 'none' && style.clipPath !== '' && style.position === 'absolute') ||
        (!!style.clip && style.clip !== 'auto') ||
        element.hasAttribute('inert') ||
        // A closed off-canvas panel (the phone's menu): fixed, and wholly off the screen.
        (style.position === 'fixed' && offScreen(element)) ||
        hidden(element.parentElement);
      hiddenCache.set(element, result);
      return result;
    };
    /** The nearest ancestor that clips sideways (overflow-x other than visible), below <body>. */
    const clipper = (element: Element): Element | null => {
      for (
        let node = element.parentElement;
        node && node !== document.body && node !== document.documentElement;
        node = node.parentElement
      ) {
        if (styleOf(node).overflowX !== 'visible') return node;
      }
      return null;
    };
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(styleOf(element).overflowX);
    const canvas = document.createElement('canvas').getContext('2d')!;
    const problems: string[] = [];
    const uncued = new Set<Element>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = styleOf(element);
      if (style.position === 'fixed' || hidden(element)) continue;
      const frame = clipper(element);
      const edge = frame ? frame.getBoundingClientRect() : { left: 0, right: viewport };
      const left = frame ? edge.left + frame.clientLeft : 0;
      const right = frame ? left + frame.clientWidth : viewport;
      const past = box.right > right + 1 || box.left < left - 1;
      if (past && frame && scrolls(frame)) {
        // It scrolls: fine when the frame says so.
        if (
          !frame.hasAttribute('data-scroll-cue') &&
          !['TEXTAREA', 'PRE'].includes(frame.tagName) &&
          !uncued.has(frame)
        ) {
          uncued.add(frame);
          problems.push(
            `scrolls sideways with no cue (${frame.scrollWidth} in ${frame.clientWidth} px; use ScrollX): ${describe(frame)}`,
          );
        }
      } else if (past) {
        problems.push(
          frame
            ? `is cut off by ${describe(frame).slice(0, 60)} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(left)}–${Math.round(right)} px): ${describe(element)}`
            : `reaches past the screen's edge (${Math.round(box.left)}–${Math.round(box.right)} of ${viewport} px): ${describe(element)}`,
        );
        continue;
      }
      // A card does not clip, so what spills out of it overlaps its neighbour or the page's edge unseen by the
      // checks above (a stat card's icon pushed past its border by a long label on a tablet).
      const card = element.parentElement?.closest('.mantine-Paper-root');
      if (!past && card && style.position !== 'absolute' && (!frame || frame.contains(card))) {
        const cardBox = card.getBoundingClientRect();
        if (box.right > cardBox.right + 1 || box.left < cardBox.left - 1) {
          problems.push(
            `spills out of its card (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(cardBox.left)}–${Math.round(cardBox.right)} px): ${describe(element)}`,
          );
          continue;
        }
      }
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const shortened = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (
        clips &&
        !shortened &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.children.length === 0 &&
        element.textContent?.trim()
      ) {
        problems.push(`cuts its content (${element.scrollWidth} in ${element.clientWidth} px): ${describe(element)}`);
      }
      if (element instanceof HTMLInputElement && element.placeholder && !element.value) {
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const needed = canvas.measureText(element.placeholder).width;
        if (needed > room + 1)
          problems.push(`cuts its placeholder (${Math.round(needed)} in ${Math.round(room)} px): ${describe(element)}`);
      }
    }
    return problems;
  });
  // One line per distinct problem: a list of identical rows says it once.
  return [...new Set(found)].map((problem) => `${where} ${problem}`);
}
