import type { TBrief, TPublicBrandBriefsResponse } from '@briefly/shared/briefs';
import type { TEvent } from '@briefly/shared/events';
import type { TForumPost } from '@briefly/shared/forums';
import { BRIEF_CATEGORIES } from '@briefly/shared/briefs';
import type { TPublicCreatorsQuery, TPublicCreatorsResponse } from '@briefly/shared/creator-directory';
import type { TPublicCreatorProfile } from '@briefly/shared/reputation';
import { formatUsd } from '@briefly/shared/money';
import { photoUrl } from '@briefly/shared/photos';
import type { TSuccessStory } from '@briefly/shared/stories';
import { AppError } from '../../lib/errors.ts';
import { deadlineText, locationBound, organization, summary } from './head-text.ts';
import { FORM_PAGES } from './form-pages.ts';
import { brandCard, cardPath, creatorCard } from './profile-cards.ts';

export { deadlineText, locationBound, summary };

// What a public page's HTML carries before any script runs (docs/product/public-pages.md): its title,
// description, canonical address, Open Graph and Twitter card tags and JSON-LD, read through the same
// services as the API — so what the API refuses (private, draft, deactivated) is `noindex` and says nothing.

/** The reads a page head needs: each the API's own, for an anonymous visitor. */
export interface PublicReads {
  brief(id: string): Promise<TBrief>;
  brandPage(brandId: string): Promise<TPublicBrandBriefsResponse>;
  event(id: string): Promise<TEvent>;
  post(id: string): Promise<TForumPost>;
  story(id: string): Promise<TSuccessStory>;
  creator(userName: string): Promise<TPublicCreatorProfile>;
  /** The first page of each list, as a visitor sees it, for the list pages' ItemList (issue 39). */
  briefList(): Promise<TBrief[]>;
  eventList(): Promise<TEvent[]>;
  storyList(): Promise<TSuccessStory[]>;
  /** One page of the public creators index (GET /api/creators). */
  creatorList(query: TPublicCreatorsQuery): Promise<TPublicCreatorsResponse>;
  /** A user's photo or logo hash (the brand page's logo and card), or null. */
  photoOf(userId: string): Promise<string | null>;
  /** A stored photo's 256 px WebP, for a share card; null when the file is missing. */
  photoBytes(hash: string): Promise<Buffer | null>;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute; null for what must not be indexed. */
  canonical: string | null;
  /** Absolute address of the share image (the page's own card, else the site's); null on a page that is not there. */
  image: string | null;
  type: 'website' | 'article';
  jsonLd: Record<string, unknown> | null;
  noindex: boolean;
  status: 200 | 404;
}

const SITE = 'Briefly';
/** What the API's id parameters accept: anything else names no page, and is not worth a query. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_DESCRIPTION = 'Briefly connects brands that post funded briefs with creators who deliver the work.';
/** The static public pages: what each is, in a sentence. */
const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: `${SITE} — funded briefs for creators`, description: DEFAULT_DESCRIPTION },
  '/marketplace': {
    title: `Marketplace · ${SITE}`,
    description: 'Browse funded briefs from brands: rewards, deadlines and what each brand is looking for.',
  },
  '/community': {
    title: `Community · ${SITE}`,
    description: 'Questions, tips and showcases from the creators and brands of Briefly.',
  },
  '/events': {
    title: `Events · ${SITE}`,
    description: 'Workshops, live sessions and meetups for creators and brands.',
  },
  '/success-stories': {
    title: `Success stories · ${SITE}`,
    description: 'What creators and brands made together on Briefly.',
  },
  '/creators': {
    title: `Creators · ${SITE}`,
    description: 'Creators on Briefly by the briefs they won and the ratings brands gave them: verified, not claimed.',
  },
};

const CATEGORY_NAMES: Record<(typeof BRIEF_CATEGORIES)[number], string> = {
  creative: 'Creative',
  technical: 'Technical',
  business: 'Business',
};

/** The site's share image (apps/web/public), for structured data that asks for an image and has none of its own. */
const SITE_IMAGE = '/favicon.svg';
/** The site's share card (public-pages.routes.ts), for every public page without a card of its own. */
const SITE_CARD = '/share/site.png';

/** The head of one public page address, or null for addresses that are not public pages (dashboards, results). */
export function createPageHeads(reads: PublicReads, publicUrl: string) {
  const absolute = (pathAndQuery: string) => new URL(pathAndQuery, publicUrl).toString();
  /** A list page's entries, in the order it shows them, as a schema.org ItemList of their own pages. */
  const itemList = (entries: Array<[name: string, path: string]>) =>
    entries.length === 0
      ? null
      : {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          numberOfItems: entries.length,
          itemListElement: entries.map(([name, path], index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name,
            url: absolute(path),
          })),
        };
  const page = (path: string, fields: Partial<PageHead> & Pick<PageHead, 'title' | 'description'>): PageHead => ({
    canonical: absolute(path),
    image: absolute(SITE_CARD),
    type: 'website',
    jsonLd: null,
    noindex: false,
    status: 200,
    ...fields,
  });
  const hidden: PageHead = {
    title: `Not found · ${SITE}`,
    description: DEFAULT_DESCRIPTION,
    canonical: null,
    image: null,
    type: 'website',
    jsonLd: null,
    noindex: true,
    status: 404,
  };

  /**
   * A read the API refuses (404, or a malformed id: 400) is a page that does not exist for this visitor. Ids
   * are checked here as the API's parameter schemas check them, before any query.
   */
  async function orHidden(
    id: string,
    read: (id: string) => Promise<PageHead>,
    { anyId = false } = {},
  ): Promise<PageHead> {
    if (!anyId && !UUID.test(id)) return hidden;
    try {
      return await read(id);
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 400)) return hidden;
      throw error;
    }
  }

  async function briefHead(id: string): Promise<PageHead> {
    const brief = await reads.brief(id);
    const reward = formatUsd(brief.reward);
    const description = summary(
      `${brief.brandName} · ${reward} in rewards · apply by ${deadlineText(brief.deadline)}. ${brief.description}`,
    );
    return page(`/brief/${brief.id}`, {
      title: `${brief.title} — ${brief.brandName} · ${SITE}`,
      description,
      image: absolute(`/share/briefs/${brief.id}.png?v=${encodeURIComponent(brief.updatedAt)}`),
      type: 'article',
      // schema.org has no "brief"; a creative job posting is the nearest kind search engines read.
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: brief.title,
        description: summary(brief.description, 1000),
        datePosted: brief.createdAt,
        validThrough: brief.deadline,
        employmentType: 'CONTRACTOR',
        jobLocationType: 'TELECOMMUTE',
        // A brief is done from anywhere unless its brand names a place (decision 041).
        ...(locationBound(brief.location)
          ? { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: brief.location } }
          : {}),
        hiringOrganization: organization(brief.brand, absolute(`/brand/${brief.brand.id}/briefs`), absolute),
        // The whole reward of the brief, paid once for the work: not a wage per hour or year.
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: { '@type': 'QuantitativeValue', value: brief.reward, unitText: 'PROJECT' },
        },
        // Creators apply on this page, with their Briefly account.
        directApply: true,
        url: absolute(`/brief/${brief.id}`),
      },
    });
  }

  async function brandHead(brandId: string): Promise<PageHead> {
    const brandPage = await reads.brandPage(brandId);
    const { brand, briefs } = brandPage;
    const open = briefs.length === 1 ? '1 open brief' : `${briefs.length} open briefs`;
    const photoHash = await reads.photoOf(brand.id);
    // The uploaded logo (docs/product/photos.md) before an older stored logo address.
    const logo = photoHash ? photoUrl(photoHash, 512) : brand.logo;
    return page(`/brand/${brand.id}/briefs`, {
      title: `${brand.companyName} on ${SITE}`,
      description: summary(`${brand.companyName} has ${open} on Briefly. ${briefs.map((b) => b.title).join(' · ')}`),
      image: absolute(cardPath(brandCard(brandPage, photoHash), brand.id)),
      jsonLd: {
        '@context': 'https://schema.org',
        ...organization({ ...brand, logo }, absolute(`/brand/${brand.id}/briefs`), absolute),
      },
    });
  }

  async function eventHead(id: string): Promise<PageHead> {
    const event = await reads.event(id);
    return page(`/events?event=${event.id}`, {
      title: `${event.title} · Events · ${SITE}`,
      description: summary(`${event.date} ${event.time} (${event.timezone}). ${event.description}`),
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: summary(event.description, 1000),
        startDate: event.startsAt,
        endDate: event.endsAt,
        eventStatus:
          event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
        // Every event is held online (docs/product/events.md): one joins from its page on Briefly.
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: absolute(`/events?event=${event.id}`) },
        image: [absolute(SITE_IMAGE)],
        organizer: { '@type': 'Organization', name: SITE, url: absolute('/') },
        ...(event.host.name ? { performer: { '@type': 'Person', name: event.host.name } } : {}),
        offers: {
          '@type': 'Offer',
          price: event.isFree ? 0 : event.price,
          priceCurrency: event.currency,
          url: absolute(`/events?event=${event.id}`),
          availability: event.seatsLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        },
      },
    });
  }

  async function postHead(id: string): Promise<PageHead> {
    const post = await reads.post(id);
    return page(`/community?post=${post.id}`, {
      title: `${post.title} · Community · ${SITE}`,
      description: summary(post.content),
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        headline: post.title,
        text: summary(post.content, 1000),
        datePublished: post.createdAt,
        author: { '@type': 'Person', name: post.author.name },
      },
    });
  }

  async function creatorHead(userName: string): Promise<PageHead> {
    const profile = await reads.creator(userName);
    const { briefsWon, averageRating, reviewCount } = profile.figures;
    const record = [
      briefsWon === 1 ? '1 brief won' : `${briefsWon} briefs won`,
      averageRating === null
        ? null
        : `rated ${averageRating} of 5 by ${reviewCount} ${reviewCount === 1 ? 'brand' : 'brands'}`,
    ]
      .filter(Boolean)
      .join(', ');
    return page(`/creators/${encodeURIComponent(profile.userName)}`, {
      title: `${profile.displayName} (@${profile.userName}) · Creator on ${SITE}`,
      description: summary(`${record} on Briefly. ${profile.bio}`),
      type: 'website',
      image: absolute(cardPath(creatorCard(profile), profile.userName)),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: {
          '@type': 'Person',
          name: profile.displayName,
          alternateName: profile.userName,
          // The profile photo (docs/product/photos.md) and the creator's own social profiles.
          ...(profile.photo ? { image: absolute(profile.photo.url512) } : {}),
          ...(profile.socialLinks.length > 0 ? { sameAs: profile.socialLinks } : {}),
        },
      },
    });
  }

  async function storyHead(id: string): Promise<PageHead> {
    const story = await reads.story(id);
    return page(`/success-stories?story=${story.id}`, {
      title: `${story.title} · Success stories · ${SITE}`,
      description: summary(`${story.brand.name} × ${story.creator.name}. ${story.description}`),
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: story.title,
        description: summary(story.description, 1000),
      },
    });
  }

  return async function headFor(pathname: string, search: URLSearchParams): Promise<PageHead | null> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const brief = /^\/brief\/([^/]+)$/.exec(path);
    if (brief) return orHidden(brief[1]!, briefHead);
    const brand = /^\/brand\/([^/]+)\/briefs$/.exec(path);
    if (brand) return orHidden(brand[1]!, brandHead);
    const creator = /^\/creators\/([^/]+)$/.exec(path);
    if (creator) {
      let userName = '';
      try {
        userName = decodeURIComponent(creator[1]!);
      } catch {
        return hidden;
      }
      if (userName.length === 0 || userName.length > 60) return hidden;
      return orHidden(userName, creatorHead, { anyId: true });
    }
    const open = (key: string) => search.get(key);
    if (path === '/events' && open('event')) return orHidden(open('event')!, eventHead);
    if (path === '/community' && open('post')) return orHidden(open('post')!, postHead);
    if (path === '/success-stories' && open('story')) return orHidden(open('story')!, storyHead);
    const form = FORM_PAGES[path];
    if (form) return page(path, { ...form, description: form.description ?? DEFAULT_DESCRIPTION });
    const known = STATIC_PAGES[path];
    if (!known) return null;
    if (path === '/events') {
      const events = await reads.eventList();
      return page(path, {
        ...known,
        jsonLd: itemList(events.map((event) => [event.title, `/events?event=${event.id}`])),
      });
    }
    if (path === '/success-stories') {
      const stories = await reads.storyList();
      return page(path, {
        ...known,
        jsonLd: itemList(stories.map((story) => [story.title, `/success-stories?story=${story.id}`])),
      });
    }
    if (path === '/creators') {
      // The category and the page name the list; anything else in the address is not part of it.
      const category = BRIEF_CATEGORIES.find((value) => value === search.get('category'));
      const pageNumber = Number(search.get('page'));
      const number = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
      const kept = new URLSearchParams();
      if (category) kept.set('category', category);
      if (number > 1) kept.set('page', String(number));
      const query = kept.toString();
      const list = await reads.creatorList({ category, page: number });
      const named = [
        category ? `${CATEGORY_NAMES[category]} creators` : 'Creators',
        number > 1 ? `page ${number}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      return page(`/creators${query ? `?${query}` : ''}`, {
        title: `${named} · ${SITE}`,
        description: known.description,
        jsonLd: itemList(
          list.creators.map((creator) => [creator.displayName, `/creators/${encodeURIComponent(creator.userName)}`]),
        ),
      });
    }
    if (path === '/marketplace') {
      // The filters are part of the address: the canonical page keeps the ones that change what is listed.
      const kept = new URLSearchParams();
      for (const key of ['category', 'search', 'sort']) {
        const value = search.get(key);
        if (value) kept.set(key, value);
      }
      const category = search.get('category');
      const query = kept.toString();
      // The ItemList is the unfiltered first page: a filtered address's canonical is the filter's own page.
      const briefs = query ? [] : await reads.briefList();
      return page(`/marketplace${query ? `?${query}` : ''}`, {
        title: category ? `${category} briefs · Marketplace · ${SITE}` : known.title,
        description: known.description,
        jsonLd: query ? null : itemList(briefs.map((brief) => [brief.title, `/brief/${brief.id}`])),
      });
    }
    return page(path, known);
  };
}

export type PageHeadFor = ReturnType<typeof createPageHeads>;
