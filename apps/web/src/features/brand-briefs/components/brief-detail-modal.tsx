import type { TBrandBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { deadlineColor, deadlineText } from '@briefly/shared/time';
import { useDaysLeft } from '@/hooks/use-days-left';
import { Anchor, Badge, Box, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconExternalLink, IconInbox } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AdditionalFieldsList } from '@/components/additional-fields-list';
import { BrandAvatar } from '@/components/brand-avatar';
import { BrandLinks } from '@/components/brand-links';
import { BriefStatusBadge } from '@/components/brief-status-badge';
import { paths } from '@/config/paths';
import { formatDate, statusLabel } from '@/lib/brief-display';
import { templateById } from '../lib/brief-form';
import { ScrollX } from '@/components/scroll-x/scroll-x';
import { Fact } from '@/components/fact';

interface BriefDetailModalProps {
  brief: TBrandBrief | null;
  onClose: () => void;
  onEdit: (brief: TBrandBrief) => void;
  /** Scroll to the submissions when the modal opens (the card's Submissions button). */
  focusSubmissions?: boolean;
  /** The card's extra actions, composed in by the route (invite creators, refund what's left). */
  extraActions?: ReactNode;
}

function Section({
  title,
  children,
  sectionRef,
}: {
  title: string;
  children: ReactNode;
  sectionRef?: React.Ref<HTMLElement>;
}) {
  return (
    <Box component="section" ref={sectionRef} tabIndex={sectionRef ? -1 : undefined} style={{ outline: 'none' }}>
      <Text size="sm" fw={700} component="h3" mt={0} mb={6}>
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** Brief detail (docs/product/briefs.md#brief-detail). */
export function BriefDetailModal({
  brief: current,
  onClose,
  onEdit,
  focusSubmissions = false,
  extraActions,
}: BriefDetailModalProps) {
  const submissionsRef = useRef<HTMLElement>(null);
  // Keep showing the last brief while the modal animates out.
  const [brief, setBrief] = useState(current);
  if (current && current !== brief) setBrief(current);
  const opened = current !== null;

  useEffect(() => {
    if (!opened || !focusSubmissions) return;
    const timer = window.setTimeout(() => {
      submissionsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      submissionsRef.current?.focus({ preventScroll: true });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [opened, focusSubmissions]);

  const template = templateById(brief?.template);
  const labels = template ? Object.fromEntries(template.fields.map((field) => [field.key, field.label])) : undefined;
  const days = useDaysLeft(brief?.deadline);
  const tiers = brief ? [...brief.rewardTiers].sort((a, b) => a.position - b.position) : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      radius="lg"
      centered
      zIndex={350}
      title={
        brief ? (
          <Group gap="sm" wrap="nowrap">
            <BrandAvatar name={brief.brand.companyName} logo={brief.brand.logo} photo={brief.brand.photo} size={36} />
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="lg" lineClamp={2}>
                {brief.title}
              </Title>
              <Text size="xs" c="dimmed">
                {brief.brand.companyName} · posted {formatDate(brief.createdAt)}
              </Text>
            </div>
          </Group>
        ) : null
      }
    >
      {brief ? (
        <Stack gap="lg">
          <Group gap="xs">
            <BriefStatusBadge brief={brief} />
            {brief.isFunded ? (
              <Badge variant="outline" color="gray">
                {statusLabel(brief.status)}
              </Badge>
            ) : null}
            {template ? (
              <Badge variant="light" color="grape" tt="none">
                {template.name}
              </Badge>
            ) : null}
          </Group>

          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
              <Fact label="Reward">{formatUsd(brief.reward)}</Fact>
              <Fact label="Winners">{brief.amountOfWinners}</Fact>
              <Fact label="Deadline">
                <Group gap={6}>
                  {formatDate(brief.deadline)}
                  <Badge size="xs" variant="light" color={deadlineColor(days)}>
                    {deadlineText(days)}
                  </Badge>
                </Group>
              </Fact>
              <Fact label="Visibility">{brief.isPrivate ? 'Private' : 'Public'}</Fact>
              <Fact label="Funding status">
                {brief.isFunded ? `Funded on ${formatDate(brief.fundedAt)}` : 'Not funded'}
              </Fact>
              <Fact label="Location">{brief.location || 'Anywhere'}</Fact>
            </SimpleGrid>
          </Paper>

          <Section title="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {brief.description}
            </Text>
          </Section>
          <Section title="Requirements">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {brief.requirements}
            </Text>
          </Section>

          {Object.keys(brief.additionalFields).length > 0 ? (
            <Section title="Additional fields">
              <AdditionalFieldsList fields={brief.additionalFields} labels={labels} cols={2} />
            </Section>
          ) : null}

          <Section title="Reward distribution">
            {tiers.length > 0 ? (
              <ScrollX label="Reward tiers" minWidth={360}>
                <Table verticalSpacing={6} striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Tier</Table.Th>
                      <Table.Th ta="right">Cash</Table.Th>
                      <Table.Th ta="right">Credit</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {tiers.map((tier) => (
                      <Table.Tr key={tier.id}>
                        <Table.Td>{tier.name}</Table.Td>
                        <Table.Td ta="right">{formatUsd(tier.cashAmount)}</Table.Td>
                        <Table.Td ta="right">{formatUsd(tier.creditAmount)}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {formatUsd(tier.amount)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollX>
            ) : (
              <Text size="sm" c="dimmed">
                No reward tiers.
              </Text>
            )}
          </Section>

          <Section title={`Submissions (${brief.submissionsCount})`} sectionRef={submissionsRef}>
            <Paper withBorder radius="md" p="md">
              <Group gap="sm" wrap="nowrap">
                <IconInbox size={22} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden="true" />
                {brief.submissionsCount === 0 ? (
                  <Text size="sm" c="dimmed">
                    No submissions yet. They will appear here as creators apply.
                  </Text>
                ) : (
                  <Text size="sm">
                    <Anchor component={Link} to={paths.brand.reviewSubmissions.getHref(brief.id)} inherit>
                      Review{' '}
                      {brief.submissionsCount === 1 ? 'the submission' : `the ${brief.submissionsCount} submissions`}
                    </Anchor>{' '}
                    in Manage Rewards & Payments: shortlist or reject them, then pick winners.
                  </Text>
                )}
              </Group>
            </Paper>
          </Section>

          <Section title="Brand links">
            <BrandLinks brand={brief.brand} emptyText="No website or social profiles yet." />
          </Section>

          <Group justify="flex-end" gap="sm">
            {extraActions}
            <Button
              variant="default"
              component="a"
              href={paths.brief.getHref(brief.id)}
              target="_blank"
              rel="noopener"
              rightSection={<IconExternalLink size={16} />}
            >
              Public page
            </Button>
            <Button leftSection={<IconEdit size={16} />} onClick={() => onEdit(brief)}>
              Edit brief
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
