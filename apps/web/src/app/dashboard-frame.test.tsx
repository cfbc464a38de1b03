import themeInitScript from '../../public/theme-init.js?raw';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A dashboard's address carries its frame (decision 057): theme-init.js marks the page with the stored user's type,
// which shows the frame drawn for that type only (global.css), and writes the greeting's name into it as it is parsed.

afterEach(() => {
  document.documentElement.removeAttribute('data-signed-in');
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

const signIn = (user: Record<string, string | boolean>) => {
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('user', JSON.stringify(user));
};

/** Runs theme-init.js in the head of a page still being parsed, then "parses" the body. */
async function parse(body: string) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  new Function(themeInitScript)();
  document.body.innerHTML = body;
  await Promise.resolve();
}

const FRAME = '<div class="bf-frame" data-for="brand"><h1 class="bf-frame-heading" data-frame-name></h1></div>';

describe("a dashboard's frame", () => {
  it('is marked for the stored account type, and for no one without a session', async () => {
    await parse(FRAME);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    localStorage.setItem('user', JSON.stringify({ type: 'brand', name: 'Acme' }));
    await parse(FRAME);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    signIn({ type: 'admin', name: 'Admin' });
    await parse('');
    expect(document.documentElement.getAttribute('data-signed-in')).toBe('admin');
  });

  it("gets the brand's greeting as the Overview writes it: the contact, else the company, else the name", async () => {
    signIn({ type: 'brand', name: 'acme', companyName: 'Acme Co', contactName: 'Ava Thompson' });
    await parse(FRAME);
    expect(document.querySelector('h1')?.textContent).toBe('Welcome, Ava Thompson');
    expect(document.querySelector('[data-frame-name]')).toBeNull();
    signIn({ type: 'brand', name: 'acme', companyName: 'Acme Co' });
    await parse(FRAME);
    expect(document.querySelector('h1')?.textContent).toBe('Welcome, Acme Co');
  });

  it("gets the creator's first name", async () => {
    signIn({ type: 'creator', name: 'maya', fullName: 'Maya Lopez' });
    await parse(FRAME.replace('brand', 'creator'));
    expect(document.querySelector('h1')?.textContent).toBe('Welcome, Maya');
  });

  it("is not shown above an unverified address's reminder (the brand's and the creator's dashboards draw it first)", async () => {
    signIn({ type: 'creator', name: 'maya', fullName: 'Maya Lopez', emailVerified: false });
    await parse(FRAME.replace('brand', 'creator'));
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    signIn({ type: 'admin', name: 'Admin', emailVerified: false });
    await parse('');
    expect(document.documentElement.getAttribute('data-signed-in')).toBe('admin');
  });

  it('keeps its heading empty for a damaged stored user', async () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('user', '{not json');
    await parse(FRAME);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    expect(document.querySelector('h1')?.textContent).toBe('');
  });
});
