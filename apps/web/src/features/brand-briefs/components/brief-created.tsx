import type { TBrandBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import {
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  ActionIcon,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconExternalLink, IconFileText, IconInfoCircle, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { BriefStatusBadge } from '@/components/brief-status-badge';
import { paths } from '@/config/paths';
import { briefShareUrl } from '@/lib/brief-display';
import { copyText } from '@/lib/clipboard';

interface BriefCreatedPanelProps {
  brief: TBrandBrief;
  onDone: () => void;
}

/** After creation (docs/product/briefs.md#create-brief): what happened, and the brief's share link with a copy button. */
export function BriefCreatedPanel({ brief, onDone }: BriefCreatedPanelProps) {
  const [copied, setCopied] = useState(false);
  const url = briefShareUrl(brief.id);
  const live = brief.isFunded && brief.status === 'published';

  const copy = async () => {
    const ok = await copyText(url);
    setCopied(ok);
    notifications.show(
      ok ? { color: 'green', message: 'Link copied to clipboard!' } : { color: 'red', message: 'Failed to copy link' },
    );
  };

  return (
    <Stack gap="md" data-testid="brief-created">
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon size={60} radius="xl" variant="light" color={live ? 'teal' : 'gray'}>
          {live ? <IconRocket size={32} stroke={1.6} /> : <IconFileText size={32} stroke={1.6} />}
        </ThemeIcon>
        <Title order={2} fz={22}>
          {live ? 'Your brief is live' : brief.isFunded ? 'Your brief is funded' : 'Saved as a draft'}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {live
            ? `“${brief.title}” is funded with ${formatUsd(brief.fundedAmount || brief.reward)} and open for submissions.`
            : brief.isFunded
              ? `“${brief.title}” is funded with ${formatUsd(brief.fundedAmount || brief.reward)}.`
              : `“${brief.title}” is saved. Fund it from My Briefs to publish it to creators.`}
        </Text>
        <BriefStatusBadge brief={brief} size="lg" />
      </Stack>

      <div>
        <Text size="sm" fw={600} mb={6} id="share-link-label">
          Share link
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            value={url}
            readOnly
            flex={1}
            size="sm"
            aria-labelledby="share-link-label"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
            <ActionIcon
              size="lg"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              aria-label="Copy link"
            >
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
        {!live || brief.isPrivate ? (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={16} />} mt="xs" p="xs" role="note">
            <Text size="xs">
              {!live
                ? 'Until the brief is funded and published, only you can open this link.'
                : 'This brief is private: only creators you invite can open this link.'}
            </Text>
          </Alert>
        ) : null}
      </div>

      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          component="a"
          href={paths.brief.getHref(brief.id)}
          target="_blank"
          rel="noopener"
          rightSection={<IconExternalLink size={16} />}
        >
          View brief
        </Button>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

/** The success dialog on its own (a draft saved without funding). */
export function BriefCreatedDialog({ brief, onClose }: { brief: TBrandBrief | null; onClose: () => void }) {
  return (
    <Modal
      opened={brief !== null}
      onClose={onClose}
      centered
      size="lg"
      radius="lg"
      zIndex={400}
      title={<Text fw={700}>Brief saved</Text>}
    >
      {brief ? <BriefCreatedPanel brief={brief} onDone={onClose} /> : null}
    </Modal>
  );
}
