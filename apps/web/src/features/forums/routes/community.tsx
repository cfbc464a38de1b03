import { FORUM_MESSAGES } from '@briefly/shared/forum-rules';
import type { TForumStats } from '@briefly/shared/forums';
import {
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconArrowRight,
  IconBulb,
  IconCalendarEvent,
  IconHelpCircle,
  IconMessages,
  IconStar,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useForumPosts } from '../api/get-forum-posts';
import { useForumStats } from '../api/get-forum-stats';
import { PostCard } from '../components/post-card';
import { readForumAddress, withForumParams, type ForumTab } from '../lib/forum-address';
import { useNow } from '@/hooks/use-now';
import { useViewerZone } from '@/lib/viewer-time';

// The community page (docs/product/community.md): figures from the database, the forum's
// categories as cards that open the forum overlay, the latest discussions, and the way to events
// and success stories. Public; members sign in to take part.

const CATEGORY_CARDS: ReadonlyArray<{ tab: ForumTab; title: string; description: string; icon: Icon; color: string }> =
  [
    {
      tab: 'general',
      title: 'General Discussion',
      description: 'Introduce yourself and talk about anything Briefly.',
      icon: IconMessages,
      color: 'gray',
    },
    {
      tab: 'tips',
      title: 'Tips & Tricks',
      description: 'Shooting, writing and editing advice that wins briefs.',
      icon: IconBulb,
      color: 'grape',
    },
    {
      tab: 'networking',
      title: 'Networking',
      description: 'Find collaborators, brands and creators near you.',
      icon: IconUsersGroup,
      color: 'teal',
    },
    {
      tab: 'support',
      title: 'Support',
      description: 'Questions about payouts, submissions and your account.',
      icon: IconHelpCircle,
      color: 'orange',
    },
  ];

const LATEST_COUNT = 4;

// The overlay (modal, tabs, forms, moderation) loads when the address opens the forum, so the page itself stays light.
const ForumOverlay = lazy(async () => ({ default: (await import('../components/forum-overlay')).ForumOverlay }));

const formatCount = (value: number) => value.toLocaleString('en-US');

/** The figures that have data (a null one is left out, never invented). */
function statItems(stats: TForumStats): Array<{ label: string; value: string }> {
  const items: Array<{ label: string; value: string }> = [];
  if (stats.members !== null)
    items.push({ label: stats.members === 1 ? 'Member' : 'Members', value: formatCount(stats.members) });
  if (stats.posts !== null)
    items.push({ label: stats.posts === 1 ? 'Post' : 'Posts', value: formatCount(stats.posts) });
  if (stats.replies !== null)
    items.push({ label: stats.replies === 1 ? 'Reply' : 'Replies', value: formatCount(stats.replies) });
  if (stats.helpfulPercent !== null) items.push({ label: 'Questions solved', value: `${stats.helpfulPercent}%` });
  return items;
}

function CommunityStats() {
  const query = useForumStats();
  if (query.isPending) {
    return (
      <ResponsiveGrid
        cols={{ base: 2, sm: 4 }}
        role="status"
        aria-busy="true"
        aria-label="Loading the community figures"
      >
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={76} radius="md" />
        ))}
      </ResponsiveGrid>
    );
  }
  if (query.isError)
    return (
      <QueryError
        error={query.error}
        title="Could not load the community figures"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const items = statItems(query.data);
  return (
    <ResponsiveGrid cols={{ base: 2, sm: items.length || 1 }}>
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="md">
          <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.1}>
            {item.value}
          </Text>
          <Text size="sm" c="dimmed">
            {item.label}
          </Text>
        </Paper>
      ))}
    </ResponsiveGrid>
  );
}

function LatestDiscussions({ postHref, forumHref }: { postHref: (postId: string) => string; forumHref: string }) {
  const query = useForumPosts({ sort: 'latest' });
  const now = useNow();
  const heading = (
    <Group justify="space-between" align="baseline">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        Latest discussions
      </Title>
      <Anchor component={Link} to={forumHref} size="sm" fw={600}>
        See all posts
      </Anchor>
    </Group>
  );
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {heading}
        <Skeleton h={132} radius="md" />
        <Skeleton h={132} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="sm">
        {heading}
        <QueryError
          error={query.error}
          title={FORUM_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  const posts = (query.data.pages[0]?.posts ?? []).slice(0, LATEST_COUNT);
  return (
    <Stack gap="sm">
      {heading}
      {posts.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">{FORUM_MESSAGES.noPosts}. Open the forum and start the first conversation.</Text>
        </Paper>
      ) : (
        posts.map((post) => <PostCard key={post.id} post={post} href={postHref(post.id)} now={now} />)
      )}
    </Stack>
  );
}

/** The community page: public, with the forum overlay on top when the address asks for it. */
export function CommunityRoute() {
  useViewerZone(); // its times redraw on the viewer's clock once a server-drawn page is hydrated
  useDocumentTitle('Community · Briefly');
  const [searchParams] = useSearchParams();
  const href = (changes: Parameters<typeof withForumParams>[1]) => {
    const search = withForumParams(searchParams, changes).toString();
    return `${paths.community.getHref()}${search ? `?${search}` : ''}`;
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} w="100%">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              Community
            </Title>
            <Text c="dimmed" mt={4} maw={640}>
              Brands and creators swapping tips, finding collaborators and helping each other get the most out of
              Briefly.
            </Text>
          </div>
          <Button
            component={Link}
            to={href({ forum: 'all' })}
            size="md"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
          >
            Open the forum
          </Button>
        </Group>

        <CommunityStats />

        <section aria-labelledby="forum-categories-title">
          <Title order={2} id="forum-categories-title" fz={{ base: 20, sm: 24 }} mb="sm">
            Discussion forums
          </Title>
          <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {CATEGORY_CARDS.map((card) => (
              <Card
                key={card.tab}
                withBorder
                radius="md"
                padding="lg"
                component={Link}
                to={href({ forum: card.tab })}
                aria-label={`${card.title}: ${card.description}`}
              >
                <Stack gap="xs">
                  <ThemeIcon variant="light" color={card.color} size={40} radius="md" aria-hidden>
                    <card.icon size={22} stroke={1.6} />
                  </ThemeIcon>
                  <Text fw={700}>{card.title}</Text>
                  <Text size="sm" c="dimmed">
                    {card.description}
                  </Text>
                </Stack>
              </Card>
            ))}
          </ResponsiveGrid>
        </section>

        <LatestDiscussions
          postHref={(postId) => href({ forum: 'all', post: postId })}
          forumHref={href({ forum: 'all' })}
        />

        <section aria-labelledby="more-community-title">
          <Title order={2} id="more-community-title" fz={{ base: 20, sm: 24 }} mb="sm">
            More from the community
          </Title>
          <ResponsiveGrid cols={{ base: 1, sm: 2 }}>
            <Card withBorder radius="md" padding="lg" component={Link} to={paths.events.getHref()}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <IconCalendarEvent size={22} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>Events</Text>
                  <Text size="sm" c="dimmed">
                    Webinars, workshops and meetups with brands and creators.
                  </Text>
                </div>
              </Group>
            </Card>
            <Card withBorder radius="md" padding="lg" component={Link} to={paths.successStories.getHref()}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="yellow" size={40} radius="md" aria-hidden>
                  <IconStar size={22} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>Success Stories</Text>
                  <Text size="sm" c="dimmed">
                    Briefs that worked, told by the brands and creators behind them.
                  </Text>
                </div>
              </Group>
            </Card>
          </ResponsiveGrid>
        </section>
      </Stack>
      {readForumAddress(searchParams).open ? (
        <Suspense
          fallback={
            <Center pos="fixed" inset={0} style={{ zIndex: 200 }}>
              <Loader aria-label="Opening the forum" />
            </Center>
          }
        >
          <ForumOverlay />
        </Suspense>
      ) : null}
    </Container>
  );
}
