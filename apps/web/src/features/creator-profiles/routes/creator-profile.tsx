import type { TPortfolioItem, TPublicCreatorProfile } from '@briefly/shared/reputation';
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconCalendar,
  IconExternalLink,
  IconMapPin,
  IconPhotoOff,
  IconTrophy,
  IconUserSearch,
} from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { RatingSummary } from '@/components/rating-summary';
import { BackButton, PagePanel } from '@/components/page-panel';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/brief-display';
import { useCreatorProfile } from '../api/get-creator-profile';
import { CATEGORY_LABELS } from '../components/category-labels';
import { PortfolioPicture } from '../components/portfolio-picture';
import { useViewerZone } from '@/lib/viewer-time';

// A creator's public profile (docs/product/creator-profiles-and-reviews.md#creator-profiles): what
// they wrote, figures the platform computed from its own records, the portfolio they chose, reviews.

function NotFound() {
  return (
    <PagePanel
      color="gray"
      icon={<IconUserSearch size={30} stroke={1.6} />}
      title="Creator not found"
      description="The link may be wrong, or the creator is no longer on Briefly."
    >
      <BackButton to={paths.marketplace.getHref()} label="Back to Marketplace" />
    </PagePanel>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" component="div" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Text fw={800} fz={24} mt={4}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/** What the app composes under a profile (the reviews section, features/reviews). */
export type RenderProfileExtras = (profile: TPublicCreatorProfile) => ReactNode;

const PortfolioViewer = lazy(() => import('../components/portfolio-viewer'));

/** An item's picture, as a button that opens it in the viewer (docs/product/photos.md). */
function PortfolioOpener({ item, onOpen }: { item: TPortfolioItem; onOpen: (item: TPortfolioItem) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      aria-label={`Open ${item.briefTitle}`}
      display="block"
      w="100%"
      mb="sm"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <PortfolioPicture item={item} />
    </UnstyledButton>
  );
}

function ProfileView({ profile, extras }: { profile: TPublicCreatorProfile; extras?: RenderProfileExtras }) {
  const { figures } = profile;
  const [viewing, setViewing] = useState<TPortfolioItem | null>(null);
  return (
    <Stack gap="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Group gap="lg" align="flex-start" wrap="nowrap">
          <Avatar
            src={profile.photo?.url256}
            alt={profile.photo ? profile.displayName : undefined}
            name={profile.displayName}
            color="initials"
            radius="xl"
            size={72}
          />
          <Stack gap={6} miw={0}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {profile.displayName}
            </Title>
            <Text c="dimmed" size="sm">
              @{profile.userName}
            </Text>
            <RatingSummary averageRating={figures.averageRating} reviewCount={figures.reviewCount} />
            <Group gap="md" c="dimmed">
              {profile.location ? (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={14} aria-hidden="true" />
                  <Text size="sm" c="dimmed">
                    {profile.location}
                  </Text>
                </Group>
              ) : null}
              <Group gap={4} wrap="nowrap">
                <IconCalendar size={14} aria-hidden="true" />
                <Text size="sm" c="dimmed">
                  Member since {formatDate(profile.memberSince)}
                </Text>
              </Group>
            </Group>
            {profile.categories.length > 0 ? (
              <Group gap="xs" role="group" aria-label="Works in">
                {profile.categories.map((category) => (
                  <Badge key={category} variant="light">
                    {CATEGORY_LABELS[category]}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Group>
        {profile.bio ? (
          <Text mt="lg" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {profile.bio}
          </Text>
        ) : null}
        {profile.socialLinks.length > 0 ? (
          <Group gap="md" mt="md">
            {profile.socialLinks.map((link) => (
              <Anchor key={link} href={link} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                {hostOf(link)} <IconExternalLink size={12} aria-hidden="true" style={{ verticalAlign: 'middle' }} />
              </Anchor>
            ))}
          </Group>
        ) : null}
      </Paper>

      <section aria-labelledby="creator-figures">
        <Title order={2} fz="lg" id="creator-figures">
          Track record on Briefly
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Counted by Briefly from briefs, decisions and reviews on the platform — not written by the creator.
        </Text>
        <ResponsiveGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          <Figure label="Briefs won" value={String(figures.briefsWon)} />
          <Figure label="Submissions approved" value={String(figures.submissionsApproved)} />
          <Figure
            label="Approval rate"
            value={figures.approvalRate === null ? '—' : `${figures.approvalRate}%`}
            hint={figures.approvalRate === null ? 'No decisions yet' : 'of decided submissions'}
          />
          <Figure
            label="Average rating"
            value={figures.averageRating === null ? '—' : `${figures.averageRating.toFixed(1)} / 5`}
          />
          <Figure label="Reviews" value={String(figures.reviewCount)} />
        </ResponsiveGrid>
      </section>

      <section aria-labelledby="creator-portfolio">
        <Title order={2} fz="lg" mb="md" id="creator-portfolio">
          Portfolio
        </Title>
        {profile.portfolio.length === 0 ? (
          <Paper withBorder p="lg">
            <Group gap="sm" c="dimmed">
              <IconPhotoOff size={20} aria-hidden="true" />
              <Text c="dimmed">{profile.displayName} has not chosen any work to show yet.</Text>
            </Group>
          </Paper>
        ) : (
          <ResponsiveGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {profile.portfolio.map((item) => (
              <Paper key={item.submissionId} withBorder p="md" component="li">
                <PortfolioOpener item={item} onOpen={setViewing} />
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={700} lineClamp={2}>
                    {item.briefTitle}
                  </Text>
                  {item.won ? (
                    <Badge color="yellow" variant="light" leftSection={<IconTrophy size={12} aria-hidden="true" />}>
                      Winner
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      Approved
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" mt={4}>
                  for{' '}
                  <Anchor component={Link} to={paths.brandPublicBriefs.getHref(item.brandId)} size="sm">
                    {item.brandName}
                  </Anchor>{' '}
                  · {formatDate(item.date)}
                </Text>
                <Anchor
                  href={item.contentUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  size="sm"
                  mt="sm"
                  display="block"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {item.contentUrl}{' '}
                  <IconExternalLink size={12} aria-hidden="true" style={{ verticalAlign: 'middle' }} />
                </Anchor>
              </Paper>
            ))}
          </ResponsiveGrid>
        )}
      </section>

      {viewing ? (
        <Suspense fallback={null}>
          <PortfolioViewer item={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}

      {extras?.(profile)}
    </Stack>
  );
}

/** /creators/:userName — public: anyone may look. */
export function CreatorProfileRoute({ extras }: { extras?: RenderProfileExtras } = {}) {
  useViewerZone(); // its times redraw on the viewer's clock once a server-drawn page is hydrated
  const { userName = '' } = useParams();
  const query = useCreatorProfile(userName, userName !== '');
  useDocumentTitle(query.data ? `${query.data.profile.displayName} · Briefly` : 'Creator profile · Briefly');

  if (!userName) return <NotFound />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) return <NotFound />;
    return (
      <Container size="lg" py="xl" w="100%">
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load this profile"
        />
      </Container>
    );
  }
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} w="100%">
      {query.data ? (
        <ProfileView profile={query.data.profile} extras={extras} />
      ) : (
        <Box role="status" aria-busy="true" aria-label="Loading profile">
          <Group gap="md">
            <Skeleton circle height={72} />
            <Box flex={1}>
              <Skeleton height={24} width="40%" />
              <Skeleton height={12} width="25%" mt="sm" />
            </Box>
          </Group>
          <ResponsiveGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" mt="xl">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height={90} radius="md" />
            ))}
          </ResponsiveGrid>
        </Box>
      )}
    </Container>
  );
}
