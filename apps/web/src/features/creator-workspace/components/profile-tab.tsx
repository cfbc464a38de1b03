import {
  ZUpdateCreatorProfileRequest,
  type TCreatorProfile,
  type TUpdateCreatorProfileRequest,
} from '@briefly/shared/submissions';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconAt,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconDeviceFloppy,
  IconMail,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { formatDate } from '@/lib/brief-display';
import { useCreatorProfile } from '../api/get-creator-profile';
import { useUpdateCreatorProfile } from '../api/update-creator-profile';
import { serverReason } from '../lib/errors';
import { TabHeader } from './tab-header';

/** Profile (docs/product/creator-dashboard.md#profile): the creator's details, which Save Changes saves. */
export function ProfileTab() {
  const query = useCreatorProfile();
  return (
    <Stack gap="lg">
      <TabHeader title="Profile" description="How brands see you on Briefly." />
      {query.isPending ? (
        <Paper withBorder p="lg" role="status" aria-busy="true" aria-label="Loading your profile">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={64} radius="md" />
            ))}
          </SimpleGrid>
        </Paper>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load your profile"
        />
      ) : (
        <ProfileForm key={query.data.profile.id} profile={query.data.profile} />
      )}
    </Stack>
  );
}

type ProfileValues = TUpdateCreatorProfileRequest;

const toValues = (profile: TCreatorProfile): ProfileValues => ({
  fullName: profile.fullName,
  userName: profile.userName,
  socialInstagram: profile.socialInstagram,
  socialTikTok: profile.socialTikTok,
  socialYouTube: profile.socialYouTube,
  socialTwitter: profile.socialTwitter,
  socialLinkedIn: profile.socialLinkedIn,
});

function ProfileForm({ profile }: { profile: TCreatorProfile }) {
  const update = useUpdateCreatorProfile();
  const { updateUser } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: toValues(profile),
    // The server's own schema, so the messages are the same on both sides.
    validate: (values) => {
      const parsed = ZUpdateCreatorProfileRequest.safeParse(values);
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (key && !errors[key]) errors[key] = issue.message;
      }
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    const body = ZUpdateCreatorProfileRequest.parse(values);
    update.mutate(body, {
      onSuccess: (response) => {
        form.setInitialValues(toValues(response.profile));
        form.setValues(toValues(response.profile));
        form.resetDirty(toValues(response.profile));
        // The dashboard header shows the session's name: keep it in step with the saved profile.
        updateUser({
          name: response.profile.fullName,
          fullName: response.profile.fullName,
          userName: response.profile.userName,
        });
        notifications.show({ color: 'green', title: 'Profile saved', message: 'Your profile has been updated.' });
      },
      onError: (error) => {
        const reason = serverReason(error);
        if (isApiError(error) && error.code === 'USERNAME_TAKEN') form.setFieldError('userName', reason);
        setFailure(`Failed to save your profile: ${reason}`);
      },
    });
  });

  const input = (field: keyof ProfileValues) => form.getInputProps(field);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Profile">
      <Stack gap="lg">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Paper withBorder p="lg">
          <Title order={2} fz="md" mb="md">
            Your details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Full name"
              required
              autoComplete="name"
              leftSection={<IconUser size={18} stroke={1.6} />}
              {...input('fullName')}
            />
            <TextInput
              label="Username"
              required
              autoComplete="username"
              leftSection={<IconAt size={18} stroke={1.6} />}
              {...input('userName')}
            />
            <TextInput
              label="Email"
              value={profile.email}
              readOnly
              leftSection={<IconMail size={18} stroke={1.6} />}
              description="Your sign-in email cannot be changed here."
            />
            <div>
              <Text size="sm" fw={500}>
                Member since
              </Text>
              <Text size="sm" c="dimmed" mt={8}>
                {formatDate(profile.createdAt)}
              </Text>
            </div>
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} fz="md">
            Social media
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Handles or profile links. All optional.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Instagram"
              placeholder="@handle"
              leftSection={<IconBrandInstagram size={18} stroke={1.6} />}
              {...input('socialInstagram')}
            />
            <TextInput
              label="TikTok"
              placeholder="@handle"
              leftSection={<IconBrandTiktok size={18} stroke={1.6} />}
              {...input('socialTikTok')}
            />
            <TextInput
              label="YouTube"
              placeholder="Channel or link"
              leftSection={<IconBrandYoutube size={18} stroke={1.6} />}
              {...input('socialYouTube')}
            />
            <TextInput
              label="Twitter"
              placeholder="@handle"
              leftSection={<IconBrandX size={18} stroke={1.6} />}
              {...input('socialTwitter')}
            />
            <TextInput
              label="LinkedIn"
              placeholder="Profile link"
              leftSection={<IconBrandLinkedin size={18} stroke={1.6} />}
              {...input('socialLinkedIn')}
            />
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || update.isPending}>
            Discard changes
          </Button>
          <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={18} />}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
