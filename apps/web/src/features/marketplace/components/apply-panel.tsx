import type { TBrief } from '@briefly/shared/briefs';
import { Alert, Anchor, Button, Loader, Paper, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconLock, IconLogin, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';

export const ONLY_CREATORS_MESSAGE = 'Only creators can apply to briefs. Please log in with a creator account.';

/** A brief accepts applications only while published and before its deadline (docs/product/submissions.md#brief-applicability). */
export function applicationState(
  brief: Pick<TBrief, 'status' | 'deadline'>,
  now = new Date(),
): 'open' | 'closed' | 'not-open' {
  if (Date.parse(brief.deadline) <= now.getTime()) return 'closed';
  return brief.status === 'published' ? 'open' : 'not-open';
}

interface ApplyPanelProps {
  brief: TBrief;
  /** /brief/:id/apply: the panel takes the focus when the page opens. */
  focus?: boolean;
}

/** The Apply panel of the public brief page (docs/product/marketplace.md#apply-panel). */
export function ApplyPanel({ brief, focus = false }: ApplyPanelProps) {
  const { status, user } = useSession();
  const config = usePublicConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const state = applicationState(brief);

  useEffect(() => {
    if (!focus) return;
    headingRef.current?.scrollIntoView({ block: 'center' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focus]);

  const heading =
    state === 'closed' ? 'Applications Closed' : state === 'not-open' ? 'Applications Not Open' : 'Apply to this brief';

  let body;
  if (state !== 'open') {
    body = (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="gray" radius="xl">
          <IconLock size={16} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          {state === 'closed'
            ? 'The deadline for this brief has passed.'
            : 'This brief is not accepting applications right now.'}
        </Text>
      </Group>
    );
  } else if (status === 'checking') {
    body = (
      <Group gap="sm">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Checking your session…
        </Text>
      </Group>
    );
  } else if (!user) {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Sign in with your creator account to submit your work.
        </Text>
        <Button
          component={Link}
          to={paths.auth.login.getHref(paths.brief.getHref(brief.id))}
          size="md"
          fullWidth
          leftSection={<IconLogin size={18} />}
        >
          Apply
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          New to Briefly?{' '}
          <Anchor component={Link} to={paths.auth.creatorRegister.getHref()} size="xs">
            Join as a creator
          </Anchor>
        </Text>
      </Stack>
    );
  } else if (user.type !== 'creator') {
    const isOwner = user.type === 'brand' && user.id === brief.brand.id;
    body = (
      <Stack gap="sm">
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} role="alert">
          <Text size="sm">{ONLY_CREATORS_MESSAGE}</Text>
        </Alert>
        {isOwner ? (
          <Button component={Link} to={paths.brand.dashboard.getHref('briefs')} variant="default" fullWidth>
            Manage this brief in My Briefs
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Submit a link to your content from your creator dashboard.
        </Text>
        <Button
          component={Link}
          to={paths.creator.applyToBrief.getHref(brief.id)}
          size="md"
          fullWidth
          leftSection={<IconSend size={18} />}
          rightSection={<IconArrowRight size={16} />}
        >
          Apply
        </Button>
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" id="apply" component="section" aria-labelledby="apply-heading">
      <Title order={2} fz="lg" mb="sm" id="apply-heading" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {heading}
      </Title>
      {body}
      {config.data ? (
        <Text size="xs" c="dimmed" mt="md">
          A {config.data.platformFeePercent}% platform fee is taken from each cash or credit reward when it is awarded.
        </Text>
      ) : null}
    </Paper>
  );
}
