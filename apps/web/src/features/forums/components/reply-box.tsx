import { canSendReply, FORUM_MESSAGES, FORUM_REPLY_MAX } from '@briefly/shared/forum-rules';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle, IconLogin, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useCreateForumReply } from '../api/create-forum-reply';
import { useSignInHref } from '../lib/use-sign-in-first';

/** The reply box: a member writes (Post Reply waits for non-blank text); a visitor is offered sign-in and brought back. */
export function ReplyBox({ postId, signedIn }: { postId: string; signedIn: boolean }) {
  const signInHref = useSignInHref();
  if (!signedIn) {
    return (
      <Button
        component={Link}
        to={signInHref}
        variant="light"
        leftSection={<IconLogin size={16} aria-hidden />}
        w={{ base: '100%', xs: 'auto' }}
      >
        Sign in to reply
      </Button>
    );
  }
  return <ReplyForm postId={postId} />;
}

function ReplyForm({ postId }: { postId: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useCreateForumReply(postId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The spec's rule: a blank reply is ignored.
    if (!canSendReply(content) || send.isPending) return;
    send.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        setError(null);
      },
      onError: (failure) => setError(isApiError(failure) ? failure.message : FORUM_MESSAGES.replyFailed),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Your reply"
          description="Markdown works: **bold**, lists, links."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={FORUM_REPLY_MAX}
          value={content}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            setError(null);
          }}
        />
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!canSendReply(content)}
            loading={send.isPending}
          >
            Post Reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
