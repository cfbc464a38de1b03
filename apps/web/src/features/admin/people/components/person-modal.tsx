import type {
  TAdminBrand,
  TAdminCreateBrandRequest,
  TAdminCreateCreatorRequest,
  TAdminCreator,
  TAdminUpdateBrandRequest,
  TAdminUpdateCreatorRequest,
} from '@briefly/shared/admin';
import { Anchor, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DetailField, DetailSkeleton } from '@/features/admin/list/detail-field';
import { adminErrorText } from '@/features/admin/list/error-text';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/brief-display';
import { socialHref, type SocialKind } from '@/lib/social-links';
import { usePerson, useSavePerson, type PeopleKind, type PersonOf, type SavePerson } from '../api/people';
import { BrandForm, CreatorForm } from './person-form';
import { PersonStatusBadge } from './person-status-badge';

/** An edit opened from a table row returns to the list when it ends; one opened from the details, to them. */
export type ModalState =
  { mode: 'view'; id: string } | { mode: 'edit'; id: string; returnTo: 'list' | 'details' } | { mode: 'create' } | null;

export const PEOPLE_TOASTS = {
  created: 'Created successfully!',
  updated: 'Updated successfully!',
  saveFailed: 'Failed to save',
  detailsFailed: 'Error fetching details',
} as const;

const NOUN: Record<PeopleKind, string> = { brands: 'brand', creators: 'creator' };

interface PersonModalProps<K extends PeopleKind> {
  kind: K;
  state: ModalState;
  onChange: (state: ModalState) => void;
}

/** The detail modal (spec part 2 §2): view, edit and create modes of a brand or creator. */
export function PersonModal<K extends PeopleKind>({ kind, state, onChange }: PersonModalProps<K>) {
  const noun = NOUN[kind];
  const id = state && state.mode !== 'create' ? state.id : null;
  const detail = usePerson(kind, id);
  const save = useSavePerson(kind);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (save.isPending) return;
    setFailure(null);
    onChange(null);
  };

  const afterEdit = (personId: string): ModalState =>
    state?.mode === 'edit' && state.returnTo === 'list' ? null : { mode: 'view', id: personId };

  const submit = (change: SavePerson<K>) => {
    setFailure(null);
    save.mutate(change, {
      onSuccess: (person) => {
        notifications.show({
          color: 'green',
          message: change.mode === 'create' ? PEOPLE_TOASTS.created : PEOPLE_TOASTS.updated,
        });
        onChange(change.mode === 'create' ? null : afterEdit(person.id));
      },
      onError: (error) => setFailure(adminErrorText(error, PEOPLE_TOASTS.saveFailed)),
    });
  };

  const title = !state
    ? ''
    : state.mode === 'create'
      ? `Add ${noun}`
      : state.mode === 'edit'
        ? `Edit ${noun}`
        : `${noun === 'brand' ? 'Brand' : 'Creator'} details`;

  let body: ReactNode = null;
  if (state?.mode === 'create') {
    body = (
      <PersonForm
        kind={kind}
        mode="create"
        person={null}
        saving={save.isPending}
        failure={failure}
        onCancel={close}
        onSubmit={(payload) => submit({ mode: 'create', body: payload } as SavePerson<K>)}
      />
    );
  } else if (state && id) {
    if (detail.isPending) {
      body = <DetailSkeleton />;
    } else if (detail.isError) {
      body = (
        <QueryError
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
          title={PEOPLE_TOASTS.detailsFailed}
        />
      );
    } else if (state.mode === 'edit') {
      body = (
        <PersonForm
          key={detail.data.id}
          kind={kind}
          mode="edit"
          person={detail.data}
          saving={save.isPending}
          failure={failure}
          onCancel={() => {
            setFailure(null);
            onChange(afterEdit(id));
          }}
          onSubmit={(payload) => submit({ mode: 'edit', id, body: payload } as SavePerson<K>)}
        />
      );
    } else {
      body = (
        <PersonDetails
          kind={kind}
          person={detail.data}
          onEdit={() => onChange({ mode: 'edit', id, returnTo: 'details' })}
        />
      );
    }
  }

  return (
    <Modal opened={state !== null} onClose={close} title={title} size="lg" centered>
      {body}
    </Modal>
  );
}

type AnyBody =
  TAdminCreateBrandRequest | TAdminUpdateBrandRequest | TAdminCreateCreatorRequest | TAdminUpdateCreatorRequest;

function PersonForm({
  kind,
  mode,
  person,
  saving,
  failure,
  onSubmit,
  onCancel,
}: {
  kind: PeopleKind;
  mode: 'create' | 'edit';
  person: TAdminBrand | TAdminCreator | null;
  saving: boolean;
  failure: string | null;
  onSubmit: (body: AnyBody) => void;
  onCancel: () => void;
}) {
  return kind === 'brands' ? (
    <BrandForm
      mode={mode}
      person={person as TAdminBrand | null}
      saving={saving}
      failure={failure}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  ) : (
    <CreatorForm
      mode={mode}
      person={person as TAdminCreator | null}
      saving={saving}
      failure={failure}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}

const SOCIALS: Array<{
  kind: SocialKind;
  label: string;
  field: 'socialWebsite' | 'socialInstagram' | 'socialTwitter' | 'socialLinkedIn';
}> = [
  { kind: 'website', label: 'Website', field: 'socialWebsite' },
  { kind: 'instagram', label: 'Instagram', field: 'socialInstagram' },
  { kind: 'twitter', label: 'Twitter', field: 'socialTwitter' },
  { kind: 'linkedin', label: 'LinkedIn', field: 'socialLinkedIn' },
];

function PersonDetails<K extends PeopleKind>({
  kind,
  person,
  onEdit,
}: {
  kind: K;
  person: PersonOf<K>;
  onEdit: () => void;
}) {
  const brand = kind === 'brands' ? (person as TAdminBrand) : null;
  const creator = kind === 'creators' ? (person as TAdminCreator) : null;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        {brand ? (
          <>
            <DetailField label="Company">{brand.companyName}</DetailField>
            <DetailField label="Contact">{brand.contactName}</DetailField>
          </>
        ) : null}
        {creator ? (
          <>
            <DetailField label="Full name">{creator.fullName}</DetailField>
            <DetailField label="Username">@{creator.userName}</DetailField>
          </>
        ) : null}
        <DetailField label="Email">{person.email}</DetailField>
        <DetailField label="Status">
          <PersonStatusBadge person={person} />
        </DetailField>
        <DetailField label="Joined">{formatDateTime(person.createdAt)}</DetailField>
        <DetailField label="Account">
          {person.accountStatus === 'active' ? 'Active' : 'Deactivated: cannot sign in; history and money kept'}
        </DetailField>
        {brand
          ? SOCIALS.map((social) => {
              const href = socialHref(social.kind, brand[social.field]);
              return (
                <DetailField key={social.kind} label={social.label}>
                  {href ? (
                    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
                      {brand[social.field]}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </DetailField>
              );
            })
          : null}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button leftSection={<IconEdit size={16} />} onClick={onEdit}>
          Edit
        </Button>
      </Group>
    </Stack>
  );
}
