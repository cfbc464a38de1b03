import { localDateTime } from '@briefly/shared/event-rules';
import type { TAdminEventRequest } from '@briefly/shared/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createFundedBrief, uniqueSuffix } from '../../../test/factories.ts';
import { locationBound, summary } from './page-heads.ts';

// The JSON-LD of the public pages against what Google's rich results require of each type (issue 39): a
// field missing here fails the test. https://developers.google.com/search/docs/appearance/structured-data

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://briefly.test' } });
  adminToken = (await createAdmin(t.app, t.database.db)).token;
});
afterAll(() => t.close());

const jsonLdOf = async (path: string, query = '') =>
  (await t.app.services.pageHeadFor(path, new URLSearchParams(query)))?.jsonLd as Record<string, unknown>;

/** The fields each type must have: a path a.b.c must lead to a value that is not empty. */
const REQUIRED: Record<string, string[]> = {
  JobPosting: [
    'title',
    'description',
    'datePosted',
    'validThrough',
    'hiringOrganization.name',
    'hiringOrganization.url',
    'baseSalary.currency',
    'baseSalary.value.value',
    'baseSalary.value.unitText',
    'employmentType',
    'directApply',
  ],
  Event: [
    'name',
    'startDate',
    'endDate',
    'eventStatus',
    'eventAttendanceMode',
    'location.@type',
    'location.url',
    'image',
    'organizer.name',
    'organizer.url',
    'description',
  ],
  ItemList: ['itemListElement'],
  ListItem: ['position', 'url', 'name'],
  Organization: ['name', 'url'],
};

function missingFields(node: Record<string, unknown>): string[] {
  const type = String(node['@type']);
  const missing = (REQUIRED[type] ?? []).filter((field) => {
    const value = field
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], node);
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
  const children = Object.values(node).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).filter(
      (child): child is Record<string, unknown> => typeof child === 'object' && child !== null && '@type' in child,
    ),
  );
  return [...missing.map((field) => `${type}.${field}`), ...children.flatMap(missingFields)];
}

function eventPayload(title: string): TAdminEventRequest {
  const { date, time } = localDateTime(new Date(Date.now() + 3 * 24 * 3_600_000), 'America/New_York');
  return {
    title,
    description: 'A five-minute pitch - then **questions**.',
    type: 'workshop',
    category: 'education',
    host: { name: 'Ada Host', type: 'team', bio: 'Runs the creator programme.' },
    date,
    time,
    timezone: 'America/New_York',
    duration: 60,
    maxAttendees: 50,
    price: 0,
    tags: ['pitching'],
    requirements: [],
    learningOutcomes: [],
    agenda: [],
  };
}

describe('structured data', () => {
  it('a brief is a complete JobPosting; one bound to a place says where applicants must be', async () => {
    const brand = await createBrand(t.app);
    const anywhere = await createFundedBrief(t.app, brand.token, { description: 'A well-lit, five-minute demo.' });
    const portland = await createFundedBrief(t.app, brand.token, { location: 'Portland, OR' });
    const remote = await jsonLdOf(`/brief/${anywhere.id}`);
    expect(missingFields(remote)).toEqual([]);
    expect(remote).toMatchObject({
      '@type': 'JobPosting',
      description: 'A well-lit, five-minute demo.',
      directApply: true,
      baseSalary: { value: { unitText: 'PROJECT', value: 500 } },
    });
    expect(remote.applicantLocationRequirements).toBeUndefined();
    const bound = await jsonLdOf(`/brief/${portland.id}`);
    expect(missingFields(bound)).toEqual([]);
    expect(bound.applicantLocationRequirements).toEqual({ '@type': 'AdministrativeArea', name: 'Portland, OR' });
    expect([locationBound('Anywhere'), locationBound(' remote '), locationBound(''), locationBound('Canada')]).toEqual([
      false,
      false,
      false,
      true,
    ]);

    const brandPage = await jsonLdOf(new URL((remote.hiringOrganization as { url: string }).url).pathname);
    expect(missingFields(brandPage)).toEqual([]);
    expect(brandPage['@type']).toBe('Organization');
  });

  it('an event is a complete Event with its online place, end, status and organizer', async () => {
    const title = `Creator workshop ${uniqueSuffix()}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(adminToken),
      payload: eventPayload(title),
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().event as { id: string; endsAt: string };
    const jsonLd = await jsonLdOf('/events', `event=${event.id}`);
    expect(missingFields(jsonLd)).toEqual([]);
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      endDate: event.endsAt,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: `https://briefly.test/events?event=${event.id}` },
      description: 'A five-minute pitch - then questions.',
    });
  });

  it('the list pages carry an ItemList of their entries', async () => {
    const brand = await createBrand(t.app);
    const brief = await createFundedBrief(t.app, brand.token, { title: `Listed ${uniqueSuffix()}` });
    for (const path of ['/events', '/marketplace']) {
      const jsonLd = await jsonLdOf(path);
      expect(jsonLd?.['@type'], path).toBe('ItemList');
      expect(missingFields(jsonLd), path).toEqual([]);
    }
    // Without stories there is no list to describe; on a database other files share, theirs are listed in full.
    const stories = await jsonLdOf('/success-stories');
    if (stories) {
      expect(stories['@type']).toBe('ItemList');
      expect(missingFields(stories)).toEqual([]);
    }
    const marketplace = (await jsonLdOf('/marketplace')) as { itemListElement: Array<{ url: string }> };
    expect(marketplace.itemListElement.map((item) => item.url)).toContain(`https://briefly.test/brief/${brief.id}`);
    // A filtered marketplace address lists its own page, not the first one.
    expect(await jsonLdOf('/marketplace', 'category=Fitness')).toBeNull();
  });
});

describe('summary', () => {
  it('strips Markdown syntax and keeps the text: hyphens, dashes and punctuation', () => {
    expect(summary('# Five-minute reels\n\n- **Well-lit** shots, _please_\n- A - B: `code`\n\n---\n> Quote')).toBe(
      'Five-minute reels Well-lit shots, please A - B: code Quote',
    );
    expect(summary('See [our site](https://example.com) ![logo](x.png) snake_case_name stays.')).toBe(
      'See our site snake_case_name stays.',
    );
  });
});
