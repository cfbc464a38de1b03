import type { TSessionUser } from '@briefly/shared/auth';
import { ActionIcon, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import classes from './overview-tab.module.css';
import { OverviewContent } from './overview-content';
import { SearchResults } from './search-results';

export { OVERVIEW_LIMITS } from './overview-content';

/**
 * Overview tab (docs/product/creator-dashboard.md#overview): figures, opportunities, quick actions and real recent activity,
 * with the search box on top. A search lives in `?q=`, so Back returns to the overview.
 */
export function OverviewTab({ user }: { user: TSessionUser }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeQuery = (searchParams.get('q') ?? '').trim();
  const [text, setText] = useState(activeQuery);
  const [shownQuery, setShownQuery] = useState(activeQuery);
  if (shownQuery !== activeQuery) {
    // Back/forward changed the search: the box follows the address.
    setShownQuery(activeQuery);
    setText(activeQuery);
  }
  const firstName = (user.fullName || user.name).split(' ')[0] || user.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return; // blank text does nothing (docs/product/submissions.md#search)
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('q', query);
      return next;
    });
  };
  const clear = () => {
    setText('');
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('q');
      return next;
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Welcome, {firstName}
          </Title>
          <Text c="dimmed" mt={4}>
            Find a brief, send your work, get rewarded.
          </Text>
        </div>
        <form role="search" onSubmit={submit} className={classes.search} aria-label="Search briefs and submissions">
          <TextInput
            aria-label="Search briefs and submissions"
            placeholder="Search briefs and submissions"
            leftSection={<IconSearch size={18} stroke={1.6} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            type="search"
            rightSectionWidth={44}
            rightSection={
              <ActionIcon type="submit" size={34} radius="md" aria-label="Search" variant="filled">
                <IconArrowRight size={18} />
              </ActionIcon>
            }
          />
        </form>
      </Group>

      {activeQuery ? <SearchResults query={activeQuery} onClear={clear} /> : <OverviewContent />}
    </Stack>
  );
}
