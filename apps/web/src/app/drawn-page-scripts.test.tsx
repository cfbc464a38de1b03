import themeInitScript from '../../public/theme-init.js?raw';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A page the server drew loads its scripts once it has been painted (public/theme-init.js, decision 054): the
// server lists them in #briefly-scripts instead of the head's module script and preloads.

afterEach(() => {
  (window as unknown as { brieflyListening?: () => void }).brieflyListening?.();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A drawn page with one button and its scripts listed, theme-init.js run on it; `clicks` records each click's defaultPrevented. */
function drawnPageWithButton() {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  document.body.innerHTML =
    '<button type="button">Open</button><script type="application/json" id="briefly-scripts">{"entry":"/e.js","preload":[]}</script>';
  new Function(themeInitScript)();
  const button = document.querySelector('button')!;
  const clicks: boolean[] = [];
  button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
  return { button, clicks };
}

describe("a drawn page's scripts", () => {
  it('are asked for two animation frames after the page is parsed: the preloads, then the entry', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    document.body.innerHTML = `<script type="application/json" id="briefly-scripts">${JSON.stringify({
      entry: '/assets/index-1.js',
      preload: ['/assets/vendor-1.js', '/assets/marketplace-1.js'],
    })}</script>`;
    new Function(themeInitScript)();
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    frames.shift()!(0);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    frames.shift()!(0);
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/vendor-1.js',
      '/assets/marketplace-1.js',
    ]);
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(entry?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('hold a click made before the app listens, and give it back to its element when it does', () => {
    const { button, clicks } = drawnPageWithButton();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    (window as unknown as { brieflyListening: () => void }).brieflyListening();
    expect(clicks).toEqual([false]);
    button.click();
    expect(clicks).toEqual([false, false]);
  });

  it('after 8 s without the app let clicks through, but keep a held button for the app (a held link is followed)', () => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute('data-listening');
    try {
      const { button, clicks } = drawnPageWithButton();
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      vi.advanceTimersByTime(8_000);
      // Not given to a page that does not listen yet, and the page does not claim to listen.
      expect(clicks).toEqual([]);
      expect(document.documentElement.hasAttribute('data-listening')).toBe(false);
      (window as unknown as { brieflyListening: () => void }).brieflyListening();
      expect(clicks).toEqual([false]);

      document.documentElement.removeAttribute('data-listening');
      document.body.innerHTML =
        '<a href="#next">Next</a><script type="application/json" id="briefly-scripts">{"entry":"/e.js","preload":[]}</script>';
      new Function(themeInitScript)();
      const link = document.querySelector('a')!;
      const followed: boolean[] = [];
      link.addEventListener('click', (event) => followed.push(event.defaultPrevented));
      const early = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(early);
      expect(early.defaultPrevented).toBe(true);
      vi.advanceTimersByTime(8_000);
      expect(followed).toEqual([false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are left alone on a page the browser draws (index.html loads its own scripts)', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    new Function(themeInitScript)();
    for (const frame of frames.splice(0)) frame(0);
    for (const frame of frames.splice(0)) frame(0);
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
  });
});
