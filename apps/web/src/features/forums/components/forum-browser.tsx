import {
  FORUM_MESSAGES,
  FORUM_SEARCH_MAX,
  FORUM_SORT_LABELS,
  FORUM_SORTS,
  FORUM_TABS,
  type ForumSort,
} from '@briefly/shared/forum-rules';
import {
  Button,
  CloseButton,
  EmptyState,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMessages, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { useForumPosts } from '../api/get-forum-posts';
import type { ForumTab } from '../lib/forum-address';
import { useNow } from '@/hooks/use-now';
import { PostCard } from './post-card';
import { ScrollX, scrollTabsClass } from '@/components/scroll-x/scroll-x';

const SEARCH_DEBOUNCE_MS = 300;
const SORT_OPTIONS = FORUM_SORTS.map((value) => ({ value, label: FORUM_SORT_LABELS[value] }));

interface ForumBrowserProps {
  tab: ForumTab;
  search: string;
  sort: ForumSort;
  onTab: (tab: ForumTab) => void;
  onSearch: (search: string) => void;
  onSort: (sort: ForumSort) => void;
  onNewPost: () => void;
  /** The address that opens a post. */
  postHref: (postId: string) => string;
}

/** The forum's list: category tabs, search, sort, New Post, and the posts page by page. */
export function ForumBrowser({ tab, search, sort, onTab, onSearch, onSort, onNewPost, postHref }: ForumBrowserProps) {
  // Typed text waits for a pause before it reaches the address (and the server); the address wins when it changes on its own.
  const [typed, setTyped] = useState(search);
  const [synced, setSynced] = useState(search);
  if (synced !== search) {
    setSynced(search);
    setTyped(search);
  }
  const sendSearch = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  const type = (value: string) => {
    setTyped(value);
    sendSearch(value);
  };
  const clear = () => {
    sendSearch.cancel();
    setTyped('');
    onSearch('');
  };

  return (
    <Tabs value={tab} onChange={(value) => value && onTab(value as ForumTab)}>
      <ScrollX label="Forum categories" hint={false}>
        <Tabs.List className={scrollTabsClass} aria-label="Forum categories">
          {FORUM_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} px={{ base: 'xs', sm: 'md' }}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollX>
      {/* One panel per tab (each tab names its panel); only the chosen one has content. */}
      {FORUM_TABS.map((item) => (
        <Tabs.Panel key={item.value} value={item.value} pt="md">
          {item.value === tab ? (
            <Stack gap="md">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  flex="1 1 14rem"
                  label="Search"
                  placeholder="Search posts, tags…"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={typed}
                  maxLength={FORUM_SEARCH_MAX}
                  onChange={(event) => type(event.currentTarget.value)}
                  rightSection={typed ? <CloseButton size="sm" aria-label="Clear search" onClick={clear} /> : null}
                />
                <Select
                  w={{ base: '100%', xs: 160 }}
                  label="Sort"
                  data={SORT_OPTIONS}
                  value={sort}
                  allowDeselect={false}
                  onChange={(value) => value && onSort(value as ForumSort)}
                />
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={onNewPost}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  New Post
                </Button>
              </Group>
              <PostList tab={tab} search={search} sort={sort} postHref={postHref} onNewPost={onNewPost} />
            </Stack>
          ) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function PostList({
  tab,
  search,
  sort,
  postHref,
  onNewPost,
}: Pick<ForumBrowserProps, 'tab' | 'search' | 'sort' | 'postHref' | 'onNewPost'>) {
  const query = useForumPosts({ category: tab === 'all' ? undefined : tab, search: search || undefined, sort });
  const now = useNow();

  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading posts">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={132} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return (
      <QueryError
        error={query.error}
        title={FORUM_MESSAGES.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const posts = query.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) {
    return (
      <EmptyState
        size="md"
        variant="light"
        icon={<IconMessages size={28} stroke={1.6} />}
        title={search ? FORUM_MESSAGES.noResults : FORUM_MESSAGES.noPosts}
        description={
          search ? 'Try other words, or another category.' : 'Start the conversation: ask a question or share a tip.'
        }
      >
        <EmptyState.Actions>
          <Button onClick={onNewPost} leftSection={<IconPlus size={16} aria-hidden />}>
            New Post
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" aria-busy={query.isFetching}>
      <Text size="sm" c="dimmed" role="status">
        {query.isFetching && !query.isFetchingNextPage ? (
          <>
            <Loader size={12} mr={6} aria-hidden />
            Updating…
          </>
        ) : (
          `${posts.length}${query.hasNextPage ? '+' : ''} ${posts.length === 1 ? 'post' : 'posts'}`
        )}
      </Text>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} href={postHref(post.id)} now={now} />
      ))}
      {query.isError ? (
        <QueryError
          error={query.error}
          title={FORUM_MESSAGES.loadFailed}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.hasNextPage ? (
        <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Load more posts
        </Button>
      ) : null}
    </Stack>
  );
}
