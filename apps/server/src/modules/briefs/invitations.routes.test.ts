import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBrandBrief } from '@briefly/shared/briefs';
import { INVITATION_MESSAGES } from '@briefly/shared/submissions';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator, createFundedBrief } from '../../../test/factories.ts';
import { publishedEvents } from '../../../test/outbox.ts';

let t: TestApp;
let brand: { token: string; id: string };
let otherBrand: { token: string; id: string };
let creator: { token: string; id: string };
let privateBrief: TBrandBrief;
const invitedEvents = () => publishedEvents(t.database.db, ['brief.invited']);

beforeAll(async () => {
  t = await createTestApp();
  const [b, o, c] = await Promise.all([createBrand(t.app), createBrand(t.app), createCreator(t.app)]);
  brand = { token: b.token, id: b.user.id };
  otherBrand = { token: o.token, id: o.user.id };
  creator = { token: c.token, id: c.user.id };
  privateBrief = await createFundedBrief(t.app, brand.token, { isPrivate: true });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const canSee = async (token: string, briefId: string) =>
  (await inject('GET', `/api/briefs/${briefId}/public`, token)).statusCode === 200;

describe('POST /api/briefs/:id/invitations', () => {
  it('invites creators to the brand’s private brief, which they can then see and apply to', async () => {
    const guest = await createCreator(t.app);
    expect(await canSee(guest.token, privateBrief.id)).toBe(false);
    const response = await inject('POST', `/api/briefs/${privateBrief.id}/invitations`, brand.token, {
      creatorIds: [guest.user.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().invitations).toContainEqual({
      creatorId: guest.user.id,
      fullName: 'Cam Creator',
      userName: expect.any(String),
      email: guest.user.email,
      invitedAt: expect.any(String),
    });
    expect(await canSee(guest.token, privateBrief.id)).toBe(true);
    expect(await invitedEvents()).toContainEqual({
      type: 'brief.invited',
      briefId: privateBrief.id,
      brandId: brand.id,
      creatorId: guest.user.id,
      title: privateBrief.title,
    });
  });

  it('is idempotent: inviting again (or twice in one call) keeps one invitation and announces it once', async () => {
    const guest = await createCreator(t.app);
    const body = { creatorIds: [guest.user.id, guest.user.id] };
    const first = await inject('POST', `/api/briefs/${privateBrief.id}/invitations`, brand.token, body);
    const second = await inject('POST', `/api/briefs/${privateBrief.id}/invitations`, brand.token, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(
      second.json().invitations.filter((invitation: { creatorId: string }) => invitation.creatorId === guest.user.id),
    ).toHaveLength(1);
    expect(
      (await invitedEvents()).filter((event) => 'creatorId' in event && event.creatorId === guest.user.id),
    ).toHaveLength(1);
  });

  it('refuses unknown ids and accounts that are not creators (400), inviting nobody', async () => {
    const guest = await createCreator(t.app);
    for (const stranger of [MISSING_ID, otherBrand.id]) {
      const response = await inject('POST', `/api/briefs/${privateBrief.id}/invitations`, brand.token, {
        creatorIds: [guest.user.id, stranger],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: INVITATION_MESSAGES.unknownCreators,
        details: { creatorIds: [stranger] },
      });
    }
    expect(await canSee(guest.token, privateBrief.id)).toBe(false);
  });

  it.each([
    [{ creatorIds: [] }, 'Choose at least one creator'],
    [{ creatorIds: ['not-a-uuid'] }, 'Invalid creator ID'],
    [{ creatorIds: [MISSING_ID], briefId: MISSING_ID }, null],
    [{}, null],
  ])('refuses the body %o with 400', async (body, message) => {
    const response = await inject('POST', `/api/briefs/${privateBrief.id}/invitations`, brand.token, body);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error).toBe(message);
  });

  it('returns 404 for another brand’s brief and a missing one, 400 for a bad id, 401 anonymous and 403 for a creator', async () => {
    const body = { creatorIds: [creator.id] };
    expect(
      (await inject('POST', `/api/briefs/${privateBrief.id}/invitations`, otherBrand.token, body)).statusCode,
    ).toBe(404);
    expect((await inject('POST', `/api/briefs/${MISSING_ID}/invitations`, brand.token, body)).statusCode).toBe(404);
    expect((await inject('POST', '/api/briefs/nope/invitations', brand.token, body)).statusCode).toBe(400);
    expect((await inject('POST', `/api/briefs/${privateBrief.id}/invitations`, undefined, body)).statusCode).toBe(401);
    expect((await inject('POST', `/api/briefs/${privateBrief.id}/invitations`, creator.token, body)).statusCode).toBe(
      403,
    );
    expect(await canSee(creator.token, privateBrief.id)).toBe(false);
  });
});

describe('GET /api/briefs/:id/invitations', () => {
  it('lists the brief’s invitations, oldest first, to its brand only', async () => {
    const brief = await createFundedBrief(t.app, brand.token, { isPrivate: true });
    const [a, b] = [await createCreator(t.app), await createCreator(t.app)];
    await inject('POST', `/api/briefs/${brief.id}/invitations`, brand.token, { creatorIds: [a.user.id] });
    await inject('POST', `/api/briefs/${brief.id}/invitations`, brand.token, { creatorIds: [b.user.id] });
    const response = await inject('GET', `/api/briefs/${brief.id}/invitations`, brand.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().invitations.map((invitation: { creatorId: string }) => invitation.creatorId)).toEqual([
      a.user.id,
      b.user.id,
    ]);
    expect((await inject('GET', `/api/briefs/${brief.id}/invitations`, otherBrand.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/briefs/${brief.id}/invitations`, creator.token)).statusCode).toBe(403);
    expect((await inject('GET', `/api/briefs/${brief.id}/invitations`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/briefs/:id/invitations/:creatorId', () => {
  it('withdraws an invitation (idempotently), after which the creator no longer sees the brief', async () => {
    const brief = await createFundedBrief(t.app, brand.token, { isPrivate: true });
    const guest = await createCreator(t.app);
    await inject('POST', `/api/briefs/${brief.id}/invitations`, brand.token, { creatorIds: [guest.user.id] });
    expect(await canSee(guest.token, brief.id)).toBe(true);
    const response = await inject('DELETE', `/api/briefs/${brief.id}/invitations/${guest.user.id}`, brand.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invitations: [] });
    expect(await canSee(guest.token, brief.id)).toBe(false);
    expect(
      (await inject('DELETE', `/api/briefs/${brief.id}/invitations/${guest.user.id}`, brand.token)).statusCode,
    ).toBe(200);
  });

  it('returns 404 for another brand, 400 for bad ids, 401 anonymous and 403 for a creator, withdrawing nothing', async () => {
    const guest = await createCreator(t.app);
    await inject('POST', `/api/briefs/${privateBrief.id}/invitations`, brand.token, { creatorIds: [guest.user.id] });
    const url = `/api/briefs/${privateBrief.id}/invitations/${guest.user.id}`;
    expect((await inject('DELETE', url, otherBrand.token)).statusCode).toBe(404);
    expect((await inject('DELETE', url, guest.token)).statusCode).toBe(403);
    expect((await inject('DELETE', url)).statusCode).toBe(401);
    const bad = await inject('DELETE', `/api/briefs/${privateBrief.id}/invitations/abc`, brand.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid creator ID');
    expect(await canSee(guest.token, privateBrief.id)).toBe(true);
  });
});
