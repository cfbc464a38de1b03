import { FORUM_MESSAGES } from '@briefly/shared/forum-rules';
import type { TForumPost, TForumReply } from '@briefly/shared/forums';
import { Alert, Badge, Button, Divider, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconEye,
  IconFileSearch,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconLock,
  IconMessageCircle,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { useForumPost } from '../api/get-forum-post';
import { useForumReplies } from '../api/get-forum-replies';
import { useLikeForumPost } from '../api/like-forum-post';
import { useMarkSolution } from '../api/mark-solution';
import { useModerateReply } from '../api/moderate-forum';
import type { ForumReportTarget } from '../api/report-forum-item';
import { useNow } from '@/hooks/use-now';
import { useSignInFirst } from '../lib/use-sign-in-first';
import { AuthorLine } from './author-line';
import { PostBadges } from './forum-badges';
import { MarkdownContent } from './markdown-content';
import { ModerationPanel } from './moderation-panel';
import { ReplyBox } from './reply-box';
import { ReplyItem, type ReplyActions } from './reply-item';
import { ReportModal } from './report-modal';

const failed = (failure: unknown) =>
  notifications.show({
    color: 'red',
    title: 'That did not work',
    message: isApiError(failure) ? failure.message : 'Please try again.',
  });

/** One post with its replies, the reply box, like, report, the solution and (for admins) moderation. */
export function PostDetail({ postId, onBack }: { postId: string; onBack: () => void }) {
  const query = useForumPost(postId);
  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onBack}
      w="fit-content"
      px="xs"
    >
      Back to posts
    </Button>
  );

  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the post">
        {back}
        <Skeleton h={28} w="70%" />
        <Skeleton h={120} />
        <Skeleton h={80} />
      </Stack>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Stack gap="md">
          {back}
          <EmptyState
            size="md"
            variant="light"
            icon={<IconFileSearch size={28} stroke={1.6} />}
            title={FORUM_MESSAGES.postNotFound}
            description="It may have been removed, or the link is wrong."
          />
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        {back}
        <QueryError
          error={query.error}
          title={FORUM_MESSAGES.postLoadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  return <LoadedPost post={query.data} back={back} />;
}

function LoadedPost({ post, back }: { post: TForumPost; back: ReactNode }) {
  const now = useNow();
  const { signedIn, user, requireSignIn } = useSignInFirst();
  const isAdmin = user?.type === 'admin';
  const isAuthor = user?.id === post.author.id;
  const like = useLikeForumPost(post.id);
  const solution = useMarkSolution(post.id);
  const moderateReply = useModerateReply();
  const [reportTarget, setReportTarget] = useState<ForumReportTarget | null>(null);
  const open = post.visibility === 'visible';

  const toggleLike = () => {
    if (!requireSignIn()) return;
    like.mutate(!post.isLikedByMe, { onError: failed });
  };
  const report = (target: ForumReportTarget) => {
    if (requireSignIn()) setReportTarget(target);
  };

  const actions: ReplyActions = {
    canMarkSolution: isAdmin || isAuthor,
    isAdmin,
    viewerId: user?.id ?? null,
    busySolution: solution.isPending,
    busyModeration: moderateReply.isPending,
    onMarkSolution: (replyId) =>
      solution.mutate(replyId, {
        onSuccess: () =>
          notifications.show({ color: 'green', message: replyId ? 'Marked as the solution' : 'Solution cleared' }),
        onError: failed,
      }),
    onReport: (reply: TForumReply) => report({ kind: 'reply', id: reply.id, postId: post.id }),
    onModerate: (reply, visibility) =>
      moderateReply.mutate(
        { replyId: reply.id, visibility },
        {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: visibility === 'removed' ? 'Reply removed' : 'Reply restored',
            }),
          onError: failed,
        },
      ),
  };

  return (
    <Stack gap="md">
      {back}
      <Stack gap="xs" component="article" aria-labelledby="forum-post-title">
        <PostBadges post={post} />
        <Title order={3} id="forum-post-title" style={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Title>
        <AuthorLine author={post.author} at={post.createdAt} now={now} />
        {post.visibility === 'hidden' ? (
          <Alert color="yellow" variant="light">
            Members reported this post: it is hidden from others until the Briefly team decides.
          </Alert>
        ) : null}
        {post.visibility === 'removed' ? (
          <Alert color="red" variant="light">
            This post was removed: only admins see it.
          </Alert>
        ) : null}
        <MarkdownContent>{post.content}</MarkdownContent>
        {post.tags.length ? (
          <Group gap={6}>
            {post.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" size="sm" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group gap="sm" wrap="wrap">
          <Button
            variant={post.isLikedByMe ? 'light' : 'default'}
            color={post.isLikedByMe ? 'red' : undefined}
            leftSection={
              post.isLikedByMe ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />
            }
            aria-pressed={post.isLikedByMe}
            onClick={toggleLike}
            loading={like.isPending}
            disabled={!open}
          >
            {post.isLikedByMe ? 'Liked' : 'Like'} · {post.likes.toLocaleString('en-US')}
          </Button>
          <Group gap={4} c="dimmed">
            <IconMessageCircle size={16} aria-hidden />
            <Text size="sm">
              {post.replies.toLocaleString('en-US')} {post.replies === 1 ? 'reply' : 'replies'}
            </Text>
          </Group>
          <Group gap={4} c="dimmed">
            <IconEye size={16} aria-hidden />
            <Text size="sm">
              {post.views.toLocaleString('en-US')} {post.views === 1 ? 'view' : 'views'}
            </Text>
          </Group>
          {!isAuthor && !isAdmin && open ? (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconFlag size={16} aria-hidden />}
              onClick={() => report({ kind: 'post', id: post.id })}
            >
              Report
            </Button>
          ) : null}
        </Group>
      </Stack>

      {isAdmin ? <ModerationPanel post={post} /> : null}

      <Divider />
      <Replies post={post} now={now} actions={actions} />
      {post.isLocked ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {FORUM_MESSAGES.postLocked}
        </Alert>
      ) : open ? (
        <ReplyBox postId={post.id} signedIn={signedIn} />
      ) : null}
      <ReportModal target={reportTarget} onClose={() => setReportTarget(null)} />
    </Stack>
  );
}

function Replies({ post, now, actions }: { post: TForumPost; now: Date; actions: ReplyActions }) {
  const query = useForumReplies(post.id);
  const heading = (
    <Title order={4} id="forum-replies-title">
      Replies
    </Title>
  );
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {heading}
        <Skeleton h={72} />
        <Skeleton h={72} />
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Stack gap="sm">
        {heading}
        <QueryError
          error={query.error}
          title={FORUM_MESSAGES.repliesLoadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  const replies = query.data.pages.flatMap((page) => page.replies);
  return (
    <Stack gap="sm">
      {heading}
      {replies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {FORUM_MESSAGES.noReplies}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="forum-replies-title">
          {replies.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} now={now} actions={actions} />
          ))}
        </Stack>
      )}
      {query.isError ? (
        <QueryError
          error={query.error}
          title={FORUM_MESSAGES.repliesLoadFailed}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.hasNextPage ? (
        <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Load more replies
        </Button>
      ) : null}
    </Stack>
  );
}
