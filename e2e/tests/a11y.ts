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
