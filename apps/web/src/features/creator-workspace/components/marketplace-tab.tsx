import { asTemplateFilter, TEMPLATE_FILTER_OPTIONS, type BriefTemplateId } from '@briefly/shared/brief-templates';
import {
  Anchor,
  Button,
  CloseButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconFilter,
  IconMessages,
  IconSearch,
  IconStar,
  type Icon,
} from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { useCreatorBriefs } from '../api/get-creator-briefs';
import { filterMarketplaceBriefs } from '../lib/template-filter';
import { CreatorBriefCard } from './creator-brief-card';
import { TabHeader } from './tab-header';
import { useWorkspaceDialogs } from './workspace-dialogs';

const COMMUNITY_LINKS: ReadonlyArray<{ label: string; description: string; href: string; icon: Icon }> = [
  {
    label: 'Community',
    description: 'Tips and questions from other creators',
    href: paths.community.getHref(),
    icon: IconMessages,
  },
  { label: 'Events', description: 'Workshops and webinars', href: paths.events.getHref(), icon: IconCalendarEvent },
  {
    label: 'Success Stories',
    description: 'Campaigns that worked',
    href: paths.successStories.getHref(),
    icon: IconStar,
  },
];

/**
 * Marketplace tab of the creator dashboard (docs/product/creator-dashboard.md#marketplace-tab): the
 * briefs open for applications, a search box and a template select that filter (lib/template-filter);
 * the template list is the public marketplace's (docs/product/marketplace.md#template-filter).
 * `?brief=<id>` (sent by the public brief page) opens the application dialog for that brief.
 */
export function MarketplaceTab() {
  const query = useCreatorBriefs();
  const dialogs = useWorkspaceDialogs();
  const [search, setSearch] = useState('');
  const [template, setTemplate] = useState<BriefTemplateId | null>(null);
  const deferredSearch = useDeferredValue(search);

  useQueryFlag('brief', (briefId) => {
    if (briefId.trim()) dialogs.openApplication(briefId.trim());
  });

  // Closed briefs are for the Available Briefs tab; the marketplace lists what can be applied to now.
  const open = (query.data?.briefs ?? []).filter((brief) => brief.acceptsApplications);
  const shown = filterMarketplaceBriefs(open, deferredSearch, template);
  const filtering = search.trim() !== '' || template !== null;
  const clearFilters = () => {
    setSearch('');
    setTemplate(null);
  };

  return (
    <Stack gap="lg">
      <TabHeader
        title="Marketplace"
        description="Briefs open for applications right now. Apply with a link to your content."
      />

      <Paper withBorder p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search briefs"
            placeholder="Title, description or brand"
            leftSection={<IconSearch size={18} stroke={1.6} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            rightSection={
              search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} /> : null
            }
            style={{ flex: '1 1 260px' }}
          />
          <Select
            label="Template"
            data={TEMPLATE_FILTER_OPTIONS}
            value={template ?? ''}
            onChange={(value) => setTemplate(asTemplateFilter(value))}
            allowDeselect={false}
            leftSection={<IconFilter size={18} stroke={1.6} />}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '1 1 220px' }}
          />
        </Group>
        {query.data && open.length > 0 ? (
          <Text size="sm" c="dimmed" mt="sm" aria-live="polite">
            {filtering
              ? `Showing ${shown.length} of ${open.length} open briefs`
              : `${open.length} open ${open.length === 1 ? 'brief' : 'briefs'}`}
          </Text>
        ) : null}
      </Paper>

      {query.isPending ? (
        <SimpleGrid
          cols={{ base: 1, md: 2, lg: 3 }}
          spacing="md"
          role="status"
          aria-busy="true"
          aria-label="Loading briefs"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={320} radius="lg" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load briefs"
        />
      ) : open.length === 0 ? (
        <AreaEmptyState
          icon={<IconBuildingStore size={28} stroke={1.6} />}
          title="No marketplace briefs available"
          description="No brief is open for applications right now. New briefs appear here as soon as brands publish them."
        />
      ) : shown.length === 0 ? (
        <AreaEmptyState
          icon={<IconSearch size={28} stroke={1.6} />}
          title="No briefs match your filters"
          description="Try other words, or another template."
        >
          <Button variant="light" onClick={clearFilters}>
            Clear filters
          </Button>
        </AreaEmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
          {shown.map((brief) => (
            <CreatorBriefCard
              key={brief.id}
              brief={brief}
              variant="marketplace"
              onOpen={dialogs.openBrief}
              onApply={dialogs.openApplication}
            />
          ))}
        </SimpleGrid>
      )}

      <Paper withBorder p="lg">
        <Text fw={700} mb="sm">
          Grow as a creator
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {COMMUNITY_LINKS.map(({ label, description, href, icon: LinkIcon }) => (
            <Anchor key={label} component={Link} to={href} underline="never" c="inherit">
              <Paper withBorder p="sm" radius="md" h="100%">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" radius="md" size="lg">
                    <LinkIcon size={18} stroke={1.6} />
                  </ThemeIcon>
                  <div>
                    <Text size="sm" fw={600}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {description}
                    </Text>
                  </div>
                </Group>
              </Paper>
            </Anchor>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
