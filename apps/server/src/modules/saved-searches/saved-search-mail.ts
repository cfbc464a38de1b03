import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatCents } from '@briefly/shared/money';
import { formatZonedDateTime, pickTimeZone } from '@briefly/shared/zoned-time';
import { absoluteUrl, escapeHtml, type RenderedMail } from '../notifications/index.ts';
import type { WaitingMatch } from './saved-searches.repository.ts';

// The daily digest of saved-search matches and its one-click unsubscribe links, one per search
// (docs/product/saved-searches.md#the-daily-digest). Every value is escaped; links are signed.

export const SAVED_SEARCH_UNSUBSCRIBE_PATH = '/api/creators/saved-searches/unsubscribe';
/** The creator dashboard with Settings open, where the saved searches are listed. */
const SETTINGS_PATH = '/creator/dashboard?settings=saved-searches';

export interface UnsubscribeSearchesClaim {
  creatorId: string;
  savedSearchIds: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`briefly-saved-search-unsubscribe:${payload}`).digest();

export function signSearchUnsubscribe(secret: string, claim: UnsubscribeSearchesClaim): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claim.creatorId, s: [...new Set(claim.savedSearchIds)].sort() }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claim of a link this server signed; null for anything else. Links do not expire: all they do is switch alerts off. */
export function verifySearchUnsubscribe(secret: string, token: unknown): UnsubscribeSearchesClaim | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 1000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; s?: unknown };
    if (typeof value.u !== 'string' || !UUID.test(value.u) || !Array.isArray(value.s) || value.s.length === 0)
      return null;
    if (!value.s.every((id): id is string => typeof id === 'string' && UUID.test(id))) return null;
    return { creatorId: value.u, savedSearchIds: value.s };
  } catch {
    return null;
  }
}

/** Matches grouped by search, in the order they first matched. */
function bySearch(matches: WaitingMatch[]): Array<{ id: string; name: string; briefs: WaitingMatch[] }> {
  const groups = new Map<string, { id: string; name: string; briefs: WaitingMatch[] }>();
  for (const match of matches) {
    const group = groups.get(match.savedSearchId) ?? { id: match.savedSearchId, name: match.searchName, briefs: [] };
    group.briefs.push(match);
    groups.set(match.savedSearchId, group);
  }
  return [...groups.values()];
}

/**
 * A deadline is a moment (the end of the day the brand picked, on their clock): written on the reader's
 * clock with its zone named, so a reader elsewhere sees when it really closes (decision 039).
 */
export const deadlineFor = (deadline: Date, recipientTimeZone: string | null) =>
  `closes ${formatZonedDateTime(deadline, pickTimeZone(recipientTimeZone))}`;

export function renderDigestMail(args: {
  matches: WaitingMatch[];
  publicUrl: string;
  unsubscribeUrl: (savedSearchIds: string[]) => string;
  /** The creator's zone (null: none known, UTC). */
  timeZone: string | null;
}): RenderedMail {
  const { matches, publicUrl, unsubscribeUrl, timeZone } = args;
  const groups = bySearch(matches);
  const briefCount = new Set(matches.map((match) => match.briefId)).size;
  const subject =
    briefCount === 1 ? 'A new brief matches your saved search' : `${briefCount} new briefs match your saved searches`;
  const settingsUrl = absoluteUrl(publicUrl, SETTINGS_PATH);
  const briefUrl = (match: WaitingMatch) => absoluteUrl(publicUrl, `/brief/${match.briefId}`);
  const line = (match: WaitingMatch) =>
    `${match.briefTitle} — ${formatCents(match.rewardCents)}, ${deadlineFor(match.deadline, timeZone)}`;

  const text = [
    'New briefs on Briefly match your saved searches.',
    '',
    ...groups.flatMap((group) => [
      `“${group.name}”`,
      ...group.briefs.map((match) => `- ${line(match)}\n  ${briefUrl(match)}`),
      `Stop emails for this search: ${unsubscribeUrl([group.id])}`,
      '',
    ]),
    '—',
    `Your saved searches and their alerts: ${settingsUrl}`,
    '',
  ].join('\n');

  const htmlGroups = groups
    .map((group) => {
      const items = group.briefs
        .map(
          (match) =>
            `<li style="margin:6px 0"><a href="${escapeHtml(briefUrl(match))}" style="color:#1c7ed6;text-decoration:none">${escapeHtml(match.briefTitle)}</a><br><span style="color:#495057">${escapeHtml(formatCents(match.rewardCents))} · ${escapeHtml(deadlineFor(match.deadline, timeZone))}</span></li>`,
        )
        .join('');
      return `<tr><td style="padding:12px 0;border-bottom:1px solid #e9ecef"><strong style="font-size:15px">${escapeHtml(`“${group.name}”`)}</strong><ul style="padding-left:18px;margin:8px 0">${items}</ul><a href="${escapeHtml(unsubscribeUrl([group.id]))}" style="font-size:12px;color:#868e96">Stop emails for this search</a></td></tr>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f9fa;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#212529">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<tr><td style="padding-bottom:8px;font-size:18px;font-weight:600">Briefly</td></tr>
<tr><td style="padding-bottom:4px">New briefs match your saved searches.</td></tr>
${htmlGroups}
<tr><td style="padding-top:16px;font-size:12px;color:#868e96"><a href="${escapeHtml(settingsUrl)}" style="color:#868e96">Your saved searches and their alerts</a></td></tr>
</table>
</body></html>
`;
  return { subject, text, html };
}

/** The small page behind a digest's unsubscribe link: a confirmation button, or the outcome. */
export function renderSearchUnsubscribePage(args: {
  state: 'confirm' | 'done' | 'invalid';
  names?: string[];
  actionUrl?: string;
  publicUrl: string;
}): string {
  const names = (args.names ?? []).map((name) => escapeHtml(`“${name}”`)).join(', ');
  const body =
    args.state === 'confirm'
      ? `<h1>Stop these emails?</h1><p>The saved search’s alert will be switched off. You can switch it on again in your settings.</p>
<form method="post" action="${escapeHtml(args.actionUrl ?? '')}"><button type="submit">Stop emails</button></form>`
      : args.state === 'done'
        ? `<h1>Alert switched off</h1><p>${names ? `We will not tell you about new briefs for ${names} any more.` : 'This saved search no longer exists.'} You can switch alerts on again in your settings.</p>`
        : `<h1>Link not valid</h1><p>This unsubscribe link is invalid or incomplete. Open it again from the email, or change your saved searches in your settings.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Briefly saved search alerts</title>
<style>body{font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;background:#f8f9fa;color:#212529;margin:0;padding:48px 16px}main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 28px}h1{font-size:20px;margin:0 0 12px}button{font:inherit;background:#1864ab;color:#fff;border:0;border-radius:6px;padding:10px 18px;cursor:pointer}a{color:#1864ab}</style></head>
<body><main>${body}<p><a href="${escapeHtml(absoluteUrl(args.publicUrl, SETTINGS_PATH))}">Your settings</a></p></main></body></html>
`;
}
