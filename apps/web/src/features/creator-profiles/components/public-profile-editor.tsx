import { BRIEF_CATEGORIES } from '@briefly/shared/briefs';
import {
  PROFILE_LIMITS,
  ZUpdatePublicProfileRequest,
  type TMyPublicProfileResponse,
  type TPortfolioCandidate,
} from '@briefly/shared/reputation';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy, IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/brief-display';
import { useMyPublicProfile, useUpdateMyPublicProfile } from '../api/my-public-profile';
import { CATEGORY_LABELS } from './category-labels';
import { PortfolioCover } from './portfolio-cover';

// The creator's public profile editor (docs/product/creator-profiles-and-reviews.md#editing-your-profile),
// shown on the dashboard's Profile tab under the account details.

interface Values {
  displayName: string;
  bio: string;
  location: string;
  socialLinks: string[];
  categories: string[];
  directoryListed: boolean;
  portfolioSubmissionIds: string[];
}

const toValues = ({ profile, savedDisplayName, directoryListed, candidates }: TMyPublicProfileResponse): Values => ({
  // An empty display name shows the full name: the form shows what is saved.
  displayName: savedDisplayName,
  bio: profile.bio,
  location: profile.location,
  socialLinks: profile.socialLinks,
  categories: profile.categories,
  directoryListed,
  portfolioSubmissionIds: candidates.filter((item) => item.shown && item.showable).map((item) => item.submissionId),
});

export function PublicProfileEditor() {
  const query = useMyPublicProfile();
  if (query.isPending)
    return (
      <Skeleton height={320} radius="md" role="status" aria-busy="true" aria-label="Loading your public profile" />
    );
  if (query.isError)
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="Failed to load your public profile"
      />
    );
  return <EditorForm key={query.data.profile.id} data={query.data} />;
}

function EditorForm({ data }: { data: TMyPublicProfileResponse }) {
  const update = useUpdateMyPublicProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(data),
    // The server's own schema, so the messages are the same on both sides.
    validate: (values) => {
      const parsed = ZUpdatePublicProfileRequest.safeParse(values);
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        if (key && !errors[key]) errors[key] = issue.message;
      }
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    update.mutate(ZUpdatePublicProfileRequest.parse(values), {
      onSuccess: (response) => {
        form.setInitialValues(toValues(response));
        form.setValues(toValues(response));
        form.resetDirty(toValues(response));
        notifications.show({ color: 'green', title: 'Public profile saved', message: 'Brands now see your changes.' });
      },
      onError: (error) => {
        const body = isApiError(error) ? error.body : null;
        for (const issue of (body?.details as { issues?: Array<{ path: string; message: string }> } | undefined)
          ?.issues ?? [])
          form.setFieldError(issue.path, issue.message);
        setFailure(`Failed to save your public profile: ${body ? body.error : 'Please try again.'}`);
      },
    });
  });

  const links = form.values.socialLinks;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Public profile">
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="md" wrap="wrap">
          <div>
            <Title order={2} fz="md">
              Public profile
            </Title>
            <Text size="sm" c="dimmed">
              What anyone sees at your profile page. Your figures and reviews are added by Briefly.
            </Text>
          </div>
          <Anchor component={Link} to={paths.creatorProfile.getHref(data.profile.userName)} size="sm">
            View your public profile
          </Anchor>
        </Group>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label="Display name"
            description="Leave empty to show your full name."
            maxLength={PROFILE_LIMITS.displayName}
            {...form.getInputProps('displayName')}
          />
          <Textarea
            label="Bio"
            description={`${form.values.bio.length.toLocaleString('en-US')} / ${PROFILE_LIMITS.bio.toLocaleString('en-US')} characters`}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('bio')}
          />
          <TextInput label="Location" maxLength={PROFILE_LIMITS.location} {...form.getInputProps('location')} />
          <Stack gap={6}>
            <Text size="sm" fw={500} id="social-links-label">
              Social links
            </Text>
            {links.map((_, index) => (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  flex={1}
                  aria-label={`Social link ${index + 1}`}
                  placeholder="https://www.tiktok.com/@you"
                  {...form.getInputProps(`socialLinks.${index}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove social link ${index + 1}`}
                  onClick={() => form.removeListItem('socialLinks', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            {form.errors.socialLinks ? (
              <Text size="sm" c="red">
                {form.errors.socialLinks}
              </Text>
            ) : null}
            {links.length < PROFILE_LIMITS.socialLinks ? (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                w="fit-content"
                onClick={() => form.insertListItem('socialLinks', '')}
              >
                Add a link
              </Button>
            ) : null}
          </Stack>
          <Checkbox.Group label="Categories you work in" {...form.getInputProps('categories')}>
            <Group gap="md" mt={6}>
              {BRIEF_CATEGORIES.map((category) => (
                <Checkbox key={category} value={category} label={CATEGORY_LABELS[category]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox
            label="List me in the creator directory"
            description="Brands find you by your work, location and verified figures; off hides you from the directory and the public creators index (your profile link still works)."
            {...form.getInputProps('directoryListed', { type: 'checkbox' })}
          />
          <PortfolioPicker
            candidates={data.candidates}
            value={form.values.portfolioSubmissionIds}
            onChange={(ids) => form.setFieldValue('portfolioSubmissionIds', ids)}
            error={form.errors.portfolioSubmissionIds}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={update.isPending}
              disabled={!form.isDirty()}
            >
              Save public profile
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

function PortfolioPicker({
  candidates,
  value,
  onChange,
  error,
}: {
  candidates: TPortfolioCandidate[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}) {
  return (
    <Checkbox.Group
      label="Portfolio"
      description="Your approved and winning submissions. Tick the ones to show on your profile; give each a cover picture if you like (JPEG, PNG or WebP, up to 5 MB)."
      value={value}
      onChange={onChange}
      error={error}
    >
      {candidates.length === 0 ? (
        <Text size="sm" c="dimmed" mt={6}>
          Once a brand approves or picks one of your submissions, you can show it here.
        </Text>
      ) : (
        <Stack gap="xs" mt={6}>
          {candidates.map((item) => (
            <div key={item.submissionId}>
              <Checkbox
                value={item.submissionId}
                disabled={!item.showable}
                label={
                  <span>
                    {item.briefTitle} · {item.brandName} · {formatDate(item.date)}
                    {item.won ? ' · Winner' : ''}{' '}
                    <Anchor href={item.contentUrl} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                      link <IconExternalLink size={12} aria-hidden="true" style={{ verticalAlign: 'middle' }} />
                    </Anchor>
                  </span>
                }
                description={item.showable ? undefined : 'The brand keeps this private brief out of portfolios.'}
              />
              <PortfolioCover item={item} />
            </div>
          ))}
        </Stack>
      )}
    </Checkbox.Group>
  );
}
