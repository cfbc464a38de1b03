import type { ForumSort } from '@briefly/shared/forum-rules';
import type { TForumPost } from '@briefly/shared/forums';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { FORUM_KEYS, readForumAddress, withForumParams, type ForumTab } from '../lib/forum-address';
import { useSignInFirst } from '../lib/use-sign-in-first';
import { ForumBrowser } from './forum-browser';
import { NewPostModal } from './new-post-modal';
import { PostDetail } from './post-detail';

/**
 * The forum overlay (spec: Community cards open a forum overlay): the list with its tabs, search
 * and sort, or one post; the New Post form on top. Everything it shows is in the address.
 */
export function ForumOverlay() {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = readForumAddress(searchParams);
  const phone = useMediaQuery('(max-width: 48em)');
  const { signedIn, requireSignIn } = useSignInFirst();

  const update = (changes: Parameters<typeof withForumParams>[1], replace = true) =>
    setSearchParams((current) => withForumParams(current, changes), { replace });
  const close = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of FORUM_KEYS) next.delete(key);
      return next;
    });

  const openNewPost = () => {
    if (requireSignIn({ compose: '1', forum: address.tab })) update({ compose: '1' }, false);
  };
  const created = (post: TForumPost) => {
    notifications.show({ color: 'green', title: 'Post created', message: post.title });
    update({ compose: undefined, post: post.id, forum: address.tab });
  };
  const postHref = (postId: string) => {
    const next = withForumParams(searchParams, { post: postId, forum: address.tab });
    return `${paths.community.getHref()}?${next.toString()}`;
  };

  return (
    <>
      <Modal
        opened={address.open}
        onClose={close}
        title="Community Forum"
        size="64rem"
        fullScreen={phone}
        radius={phone ? 0 : 'lg'}
        // The New Post form and report dialogs stack on top of this one.
        trapFocus={!address.compose}
        closeOnEscape={!address.compose}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {address.postId ? (
          <PostDetail postId={address.postId} onBack={() => update({ post: undefined, forum: address.tab }, false)} />
        ) : (
          <ForumBrowser
            tab={address.tab}
            search={address.search}
            sort={address.sort}
            onTab={(tab: ForumTab) => update({ forum: tab })}
            onSearch={(search) => update({ q: search || undefined })}
            onSort={(sort: ForumSort) => update({ sort: sort === 'latest' ? undefined : sort })}
            onNewPost={openNewPost}
            postHref={postHref}
          />
        )}
      </Modal>
      <NewPostModal
        opened={address.compose && signedIn}
        onClose={() => update({ compose: undefined })}
        onCreated={created}
        initialCategory={address.tab === 'all' ? undefined : address.tab}
      />
    </>
  );
}
