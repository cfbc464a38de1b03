import type { TBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { Box, Button, Card, Container, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconArrowRight,
  IconBriefcase,
  IconBuildingStore,
  IconFileSearch,
  IconTrophy,
  IconUserPlus,
} from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BrandAvatar } from '@/components/brand-avatar';
import { BrandLinks } from '@/components/brand-links';
import { QueryError } from '@/components/query-error';
import { BackButton, PagePanel } from '@/components/page-panel';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { displayReward } from '@/lib/brief-display';
import { useSession } from '@/lib/session';
import { useBrandPage } from '../api/get-brand-page';
import { CategoryBadge } from '../components/category-badge';
import { DeadlineLabel } from '../components/deadline-label';
import { useViewerZone } from '@/lib/viewer-time';

// The brief dialog is fetched when first opened: dialog code is not part of the page's first load (docs/performance.md).
const BrandBriefDetailsModal = lazy(() =>
  import('../components/brand-brief-details-modal').then((module) => ({ default: module.BrandBriefDetailsModal })),
);

function Problem({ title, message, retry }: { title: string; message: string; retry?: () => void }) {
  return (
    <PagePanel color="gray" icon={<IconFileSearch size={30} stroke={1.6} />} title={title} description={message}>
      {retry ? <Button onClick={retry}>Retry</Button> : null}
      <BackButton to={paths.marketplace.getHref()} label="Back to Marketplace" variant={retry ? 'default' : 'filled'} />
    </PagePanel>
  );
}

/** Public brand page (docs/product/marketplace.md#brand-page): the brand and its active briefs; `extras` (its reviews) below. */
export function BrandBriefsRoute({ extras }: { extras?: (brandId: string, brandName: string) => ReactNode } = {}) {
  useViewerZone(); // its times redraw on the viewer's clock once a server-drawn page is hydrated
  const { brandId = '' } = useParams();
  const id = brandId.trim();
  const query = useBrandPage(id, id !== '');
  const { status } = useSession();
  const [details, setDetails] = useState<TBrief | null>(null);
  // Stays mounted after the first opening so the dialog can animate closed.
  const [detailsSeen, setDetailsSeen] = useState(false);
  useDocumentTitle(query.data ? `${query.data.brand.companyName} · Briefly` : 'Brand briefs · Briefly');

  if (!id) return <Problem title="Brand not found" message="Brand ID is required" />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <Problem title="Brand not found" message="The link may be wrong, or the brand is no longer on Briefly." />;
    }
    return (
      <Container size="lg" py="xl" w="100%">
        <QueryError
          error={error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load brand briefs"
        />
      </Container>
    );
  }

  if (!query.data) {
    return (
      <Container
        size="lg"
        py={{ base: 'lg', sm: 40 }}
        w="100%"
        role="status"
        aria-busy="true"
        aria-label="Loading brand"
      >
        <Group gap="md">
          <Skeleton circle height={72} />
          <Box flex={1}>
            <Skeleton height={24} width="40%" />
            <Skeleton height={12} width="25%" mt="sm" />
          </Box>
        </Group>
        <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="xl">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={220} radius="lg" />
          ))}
        </ResponsiveGrid>
      </Container>
    );
  }

  const { brand, briefs } = query.data;
  const signedOut = status === 'signed-out';

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} w="100%">
      <Stack gap="xl">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Group gap="lg" wrap="wrap" justify="space-between">
            <Group gap="md" wrap="nowrap" miw={0}>
              <BrandAvatar
                name={brand.companyName}
                logo={brand.logo}
                photo={brand.photo}
                size={72}
                radius="lg"
                fz={28}
              />
              <div style={{ minWidth: 0 }}>
                <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                  {brand.companyName}
                </Title>
                <Text c="dimmed" size="sm" mt={2}>
                  {briefs.length} active {briefs.length === 1 ? 'brief' : 'briefs'}
                  {brand.contactName ? ` · Contact: ${brand.contactName}` : ''}
                </Text>
              </div>
            </Group>
            <BrandLinks brand={brand} />
          </Group>
        </Paper>

        {briefs.length === 0 ? (
          <Paper withBorder p={{ base: 'lg', sm: 40 }}>
            <EmptyState
              variant="light"
              color="gray"
              icon={<IconBriefcase size={28} stroke={1.6} />}
              title="No Data Found"
              description={`${brand.companyName} has no active briefs right now.`}
            >
              <EmptyState.Actions>
                <Button
                  component={Link}
                  to={paths.marketplace.getHref()}
                  variant="light"
                  leftSection={<IconBuildingStore size={16} />}
                >
                  Browse the marketplace
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          <section aria-labelledby="active-briefs">
            <Title order={2} fz="lg" mb="md" id="active-briefs">
              Active briefs
            </Title>
            <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {briefs.map((brief) => (
                <Card
                  key={brief.id}
                  withBorder
                  padding="lg"
                  component="article"
                  aria-labelledby={`brand-brief-${brief.id}`}
                  style={{ display: 'flex', flexDirection: 'column' }}
                >
                  <Group justify="space-between" gap="xs">
                    <DeadlineLabel deadline={brief.deadline} />
                    <CategoryBadge category={brief.category} />
                  </Group>
                  <Title order={3} fz="md" mt="md" id={`brand-brief-${brief.id}`} lineClamp={2}>
                    {brief.title}
                  </Title>
                  <Text size="sm" c="dimmed" mt={6} lineClamp={3}>
                    {brief.description}
                  </Text>
                  <Box flex={1} />
                  <Group justify="space-between" align="flex-end" mt="md">
                    <div>
                      <Text size="xs" c="dimmed">
                        Reward
                      </Text>
                      <Text fw={800} fz={20}>
                        {formatUsd(displayReward(brief))}
                      </Text>
                    </div>
                    <Group gap={4}>
                      <IconTrophy size={16} stroke={1.6} aria-hidden="true" />
                      <Text size="sm">
                        {brief.amountOfWinners} {brief.amountOfWinners === 1 ? 'winner' : 'winners'}
                      </Text>
                    </Group>
                  </Group>
                  {/* One way in: the details, which lead on to the brief's page and Apply. */}
                  <Button
                    mt="md"
                    variant="light"
                    rightSection={<IconArrowRight size={16} />}
                    onClick={() => {
                      setDetails(brief);
                      setDetailsSeen(true);
                    }}
                    aria-label={`Details of ${brief.title}`}
                  >
                    Details
                  </Button>
                </Card>
              ))}
            </ResponsiveGrid>
          </section>
        )}

        {extras?.(brand.id, brand.companyName)}

        {signedOut ? (
          <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Paper withBorder p="lg">
              <Title order={2} fz="md">
                Are you a creator?
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                Join Briefly to apply to {brand.companyName}&apos;s briefs and get paid for your work.
              </Text>
              <Button
                component={Link}
                to={paths.auth.creatorRegister.getHref()}
                mt="md"
                leftSection={<IconUserPlus size={16} />}
              >
                Join as Creator
              </Button>
            </Paper>
            <Paper withBorder p="lg">
              <Title order={2} fz="md">
                Are you a brand?
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                Post a funded brief and get content from creators who compete for your reward pool.
              </Text>
              <Button component={Link} to={paths.auth.brandRegister.getHref()} mt="md" variant="light">
                Register as Brand
              </Button>
            </Paper>
          </ResponsiveGrid>
        ) : null}
      </Stack>

      {detailsSeen ? (
        <Suspense fallback={null}>
          <BrandBriefDetailsModal brief={details} onClose={() => setDetails(null)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
