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
export async function themedContext(browser: Browser, baseURL: string, scheme: Scheme, options: { account?: Account | null; admin?: boolean; width?: number } = {}) {
  const width = options.width ?? 1280;
  const context = await browser.newContext({ baseURL, colorScheme: scheme, viewport: { width, height: width < 600 ? 844 : 800 } });
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
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * The violations on screen (or inside `include`), one line per element, each naming `where`. Callers
 * wait for what they check to be loaded first (not 'networkidle': a member's page holds its live stream open).
 */
export async function axeViolations(page: Page, where: string, options: { scheme: Scheme; include?: string }): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (options.scheme === 'dark') builder.withRules(COLOUR_RULES);
  else builder.withTags(WCAG_TAGS);
  if (options.include) builder.include(options.include);
  const result = await builder.analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${where} [${options.scheme}] ${violation.id}: ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help} — ${node.html.slice(0, 100)}`,
    ),
  );
}

/**
 * What spills sideways on screen (docs/product/README.md#nothing-cut-off): every visible element that
 * reaches past the viewport's edges outside a container that scrolls sideways, and every element whose
 * content is cut by `overflow: hidden` without being shortened on purpose (an ellipsis, a line clamp).
 * One line per element, naming `where`.
 */
export async function horizontalOverflow(page: Page, where: string): Promise<string[]> {
  await settled(page);
  const found = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? '';
      return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.split(' ').slice(0, 2).join(' ')}"` : ''}> ${label || text}`;
    };
    const scrollsSideways = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const hidden = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0' || node.getAttribute('aria-hidden') === 'true') return true;
        // Visually hidden text for screen readers, and closed off-canvas panels.
        if (style.clipPath !== 'none' && style.clipPath !== '' && style.position === 'absolute') return true;
        if (style.clip && style.clip !== 'auto') return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      const past = box.right > viewport + 1 || box.left < -1;
      if (past && !scrollsSideways(element.parentElement) && !hidden(element) && style.position !== 'fixed') {
        problems.push(`reaches past the screen's edge (${Math.round(box.left)}–${Math.round(box.right)} of ${viewport} px): ${describe(element)}`);
        continue;
      }
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const shortened = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (clips && !shortened && element.scrollWidth > element.clientWidth + 1 && element.children.length === 0 && !hidden(element)) {
        problems.push(`cuts its content (${element.scrollWidth} in ${element.clientWidth} px): ${describe(element)}`);
      }
    }
    return problems;
  });
  // One line per distinct problem: a list of identical rows says it once.
  return [...new Set(found)].map((problem) => `${where} ${problem}`);
}
