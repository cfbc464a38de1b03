import type { TBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { deadlineColor, deadlineText } from '@briefly/shared/time';
import { useDaysLeft } from '@/hooks/use-days-left';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ResponsiveGrid, wideCell } from '@/components/responsive-grid/responsive-grid';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCalendar,
  IconFileSearch,
  IconLock,
  IconMapPin,
  IconTrophy,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { AdditionalFieldsList } from '@/components/additional-fields-list';
import { BrandAvatar } from '@/components/brand-avatar';
import { BrandLinks } from '@/components/brand-links';
import { BriefStatusBadge } from '@/components/brief-status-badge';
import { Fact } from '@/components/fact';
import { MessageButton } from '@/components/message-button';
import { BackButton, PagePanel } from '@/components/page-panel';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { displayReward, filledAdditionalFields, formatDate } from '@/lib/brief-display';
import { useSession } from '@/lib/session';
import { usePublicBrief } from '../api/get-public-brief';
import { ApplyPanel, applicationState } from '../components/apply-panel';
import { CategoryBadge } from '../components/category-badge';
import { RewardTiersMedals } from '../components/reward-tiers-medals';
import { useViewerZone } from '@/lib/viewer-time';

function NotFound({ message }: { message: string }) {
  useDocumentTitle('Brief Not Found · Briefly');
  return (
    <PagePanel
      color="gray"
      icon={<IconFileSearch size={30} stroke={1.6} />}
      title="Brief Not Found"
      description={`${message}. It may have been removed, or it is not open to the public.`}
    >
      <BackButton to={paths.marketplace.getHref()} label="Back to Marketplace" />
    </PagePanel>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** Public brief detail (docs/product/marketplace.md#brief-page); /brief/:id/apply opens it with the Apply panel focused. */
export function BriefRoute() {
  useViewerZone(); // its times redraw on the viewer's clock once a server-drawn page is hydrated
  const { briefId = '' } = useParams();
  const location = useLocation();
  const { user, status } = useSession();
  const id = briefId.trim();
  // Wait for the session, so a brand sees its own draft and an invited creator a private brief.
  const query = usePublicBrief(id, user?.id ?? null, id !== '' && status !== 'checking');
  const applyFocused = location.pathname.endsWith('/apply');

  if (!id) return <NotFound message="Brief ID is required" />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 400) return <NotFound message="Invalid brief ID" />;
    // Any other refusal (404, 403, …): the brief does not exist for this visitor.
    if (isApiError(error) && error.status > 400 && error.status < 500) return <NotFound message="Brief not found" />;
    return (
      <Container size="lg" py="xl" w="100%">
        <QueryError
          error={error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load brief details"
        />
      </Container>
    );
  }
  if (!query.data) return <BriefSkeleton />;
  return <BriefDetail brief={query.data.brief} applyFocused={applyFocused} />;
}

function BriefSkeleton() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} w="100%" role="status" aria-busy="true" aria-label="Loading brief">
      <Skeleton height={14} width={160} mb="lg" />
      <ResponsiveGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <div className={wideCell}>
          <Paper withBorder p="xl">
            <Group gap="sm">
              <Skeleton circle height={44} />
              <Skeleton height={14} width="30%" />
            </Group>
            <Skeleton height={28} mt="lg" width="70%" />
            <Skeleton height={60} mt="lg" />
            <Skeleton height={12} mt="lg" />
            <Skeleton height={12} mt="sm" />
            <Skeleton height={12} mt="sm" width="60%" />
          </Paper>
        </div>
        <div>
          <Skeleton height={180} radius="lg" />
        </div>
      </ResponsiveGrid>
    </Container>
  );
}

function BriefDetail({ brief, applyFocused }: { brief: TBrief; applyFocused: boolean }) {
  useDocumentTitle(`${brief.title} · Briefly`);
  const { user } = useSession();
  const days = useDaysLeft(brief.deadline);
  const additional = filledAdditionalFields(brief.additionalFields);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} w="100%">
      <Anchor component={Link} to={paths.marketplace.getHref()} size="sm" c="dimmed">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> Back to Marketplace
        </Group>
      </Anchor>

      <ResponsiveGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="md">
        <div className={wideCell}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-labelledby="brief-title">
            <Stack gap="lg">
              <Group gap="sm" wrap="nowrap">
                <BrandAvatar
                  name={brief.brand.companyName}
                  logo={brief.brand.logo}
                  photo={brief.brand.photo}
                  size={44}
                />
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={paths.brandPublicBriefs.getHref(brief.brand.id)} fw={600} c="inherit">
                    {brief.brand.companyName}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    Posted {formatDate(brief.createdAt)}
                  </Text>
                </div>
              </Group>

              <div>
                <Title order={1} fz={{ base: 24, sm: 32 }} id="brief-title" style={{ overflowWrap: 'anywhere' }}>
                  {brief.title}
                </Title>
                <Group gap="xs" mt="sm">
                  <BriefStatusBadge brief={brief} />
                  <CategoryBadge category={brief.category} />
                  {brief.isPrivate ? (
                    <Badge variant="outline" color="gray" leftSection={<IconLock size={12} />}>
                      Private
                    </Badge>
                  ) : null}
                </Group>
              </div>

              <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
                <ResponsiveGrid cols={{ base: 2, sm: 4 }} spacing="md">
                  <div>
                    <Text size="xs" c="dimmed">
                      Reward
                    </Text>
                    <Text fw={800} fz={22} lh={1.2}>
                      {formatUsd(displayReward(brief))}
                    </Text>
                  </div>
                  <Fact icon={<IconTrophy size={18} />} label="Winners">
                    {brief.amountOfWinners}
                  </Fact>
                  <Fact icon={<IconCalendar size={18} />} label="Deadline">
                    {formatDate(brief.deadline)}
                    <Text size="xs" fw={700} c={`var(--mantine-color-${deadlineColor(days)}-text)`}>
                      {days < 0 ? 'Expired' : deadlineText(days)}
                    </Text>
                  </Fact>
                  <Fact icon={<IconMapPin size={18} />} label="Location">
                    {brief.location || 'Anywhere'}
                  </Fact>
                </ResponsiveGrid>
              </Paper>

              <Button
                component="a"
                href="#apply"
                hiddenFrom="md"
                variant="light"
                rightSection={<IconArrowRight size={16} />}
              >
                {applicationState(brief) === 'open' ? 'Apply to this brief' : 'Application status'}
              </Button>

              {brief.amountOfWinners > 1 ? (
                <Section title="Rewards">
                  <RewardTiersMedals brief={brief} />
                </Section>
              ) : null}

              <Section title="Description">
                <Text style={{ whiteSpace: 'pre-wrap' }}>{brief.description}</Text>
              </Section>
              <Section title="Requirements">
                <Text style={{ whiteSpace: 'pre-wrap' }}>{brief.requirements}</Text>
              </Section>
              {additional.length > 0 ? (
                <Section title="Additional Information">
                  <AdditionalFieldsList fields={brief.additionalFields} />
                </Section>
              ) : null}
            </Stack>
          </Paper>
        </div>

        <div>
          <Stack gap="lg">
            <ApplyPanel brief={brief} focus={applyFocused} />

            <Paper withBorder p="lg" component="section" aria-labelledby="brief-stats">
              <Title order={2} fz="md" mb="sm" id="brief-stats">
                Statistics
              </Title>
              <ResponsiveGrid cols={2} spacing="sm">
                <div>
                  <Text fw={800} fz={24}>
                    {brief.submissionsCount}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {brief.submissionsCount === 1 ? 'Submission' : 'Submissions'}
                  </Text>
                </div>
                <div>
                  <Text fw={800} fz={24}>
                    {brief.winnersCount}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Winners selected
                  </Text>
                </div>
              </ResponsiveGrid>
            </Paper>

            <Paper withBorder p="lg" component="section" aria-labelledby="brief-brand">
              <Title order={2} fz="md" mb="sm" id="brief-brand">
                About {brief.brand.companyName}
              </Title>
              <Stack gap="sm">
                {brief.brand.contactName ? (
                  <Fact icon={<IconUser size={18} />} label="Contact">
                    {brief.brand.contactName}
                  </Fact>
                ) : null}
                <Fact icon={<IconMapPin size={18} />} label="Location">
                  {brief.location || 'Anywhere'}
                </Fact>
                <BrandLinks brand={brief.brand} />
                {user?.type === 'creator' ? (
                  <MessageButton
                    viewer="creator"
                    size="sm"
                    fullWidth
                    target={{
                      userId: brief.brand.id,
                      name: brief.brand.companyName,
                      briefId: brief.id,
                      briefTitle: brief.title,
                    }}
                  />
                ) : null}
                <Divider />
                <Button
                  component={Link}
                  to={paths.brandPublicBriefs.getHref(brief.brand.id)}
                  variant="subtle"
                  rightSection={<IconArrowRight size={16} />}
                  // Not the `justify` prop: Mantine passes it on to the <a> as an attribute (invalid HTML).
                  styles={{ inner: { justifyContent: 'space-between' } }}
                  fullWidth
                >
                  All briefs from {brief.brand.companyName}
                </Button>
              </Stack>
            </Paper>
          </Stack>
        </div>
      </ResponsiveGrid>
    </Container>
  );
}
