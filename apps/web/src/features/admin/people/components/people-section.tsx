import { ADMIN_PAGE_SIZE, type TAdminBrand, type TAdminCreator } from '@briefly/shared/admin';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconEdit, IconEye, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '@/features/admin/list/admin-table';
import { ConfirmDialog } from '@/features/admin/list/confirm-dialog';
import { adminErrorText } from '@/features/admin/list/error-text';
import { ExportCsvButton } from '@/features/admin/list/export-csv-button';
import { FilterSelect, ListToolbar, SearchField, ToolbarActions } from '@/features/admin/list/list-toolbar';
import { AreaEmptyState } from '@/components/area-empty-state';
import { BrandAvatar } from '@/components/brand-avatar';
import { PersonAvatar } from '@/components/person-avatar';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { useDebouncedSearch, useUrlFilters } from '@/hooks/use-url-filters';
import { formatDate } from '@/lib/brief-display';
import {
  PEOPLE_STATUSES,
  useDeactivatePerson,
  usePeople,
  type PeopleKind,
  type PeopleStatus,
  type PersonOf,
} from '../api/people';
import { PersonModal, type ModalState } from './person-modal';
import { PersonStatusBadge } from './person-status-badge';

const STATUS_OPTIONS: ReadonlyArray<{ value: PeopleStatus; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending' },
  { value: 'deactivated', label: 'Deactivated' },
];

const BRAND_COLUMNS: Array<AdminColumn<TAdminBrand>> = [
  {
    key: 'company',
    header: 'Company',
    onPhone: false,
    render: (brand) => (
      <Group gap="xs" wrap="nowrap">
        <BrandAvatar name={brand.companyName} photo={brand.photo} logo={brand.logo} size={28} alt="" />
        <Text size="sm" fw={600}>
          {brand.companyName}
        </Text>
      </Group>
    ),
  },
  { key: 'email', header: 'Email', render: (brand) => brand.email },
  { key: 'status', header: 'Status', onPhone: false, render: (brand) => <PersonStatusBadge person={brand} /> },
  { key: 'joined', header: 'Joined', render: (brand) => formatDate(brand.createdAt) },
];

const CREATOR_COLUMNS: Array<AdminColumn<TAdminCreator>> = [
  {
    key: 'name',
    header: 'Full name',
    onPhone: false,
    render: (creator) => (
      <Group gap="xs" wrap="nowrap">
        <PersonAvatar name={creator.fullName} photo={creator.photo} size={28} alt="" />
        <Text size="sm" fw={600}>
          {creator.fullName}
        </Text>
      </Group>
    ),
  },
  { key: 'username', header: 'Username', render: (creator) => `@${creator.userName}` },
  { key: 'email', header: 'Email', render: (creator) => creator.email },
  { key: 'status', header: 'Status', onPhone: false, render: (creator) => <PersonStatusBadge person={creator} /> },
  { key: 'joined', header: 'Joined', render: (creator) => formatDate(creator.createdAt) },
];

const TEXT = {
  brands: {
    label: 'Brands',
    noun: 'brand',
    search: 'Company, contact or email',
    empty: 'No brands found',
    failed: 'Failed to load brands',
    icon: IconBuildingStore,
    gone: 'Its briefs leave the marketplace and accept no applications.',
  },
  creators: {
    label: 'Creators',
    noun: 'creator',
    search: 'Name, username or email',
    empty: 'No creators found',
    failed: 'Failed to load creators',
    icon: IconUsers,
    gone: 'Their submissions, awards and wallet stay as they are.',
  },
} as const;

const nameOf = (person: TAdminBrand | TAdminCreator) =>
  'companyName' in person ? person.companyName : person.fullName;
const asStatus = (value: string): PeopleStatus => PEOPLE_STATUSES.find((status) => status === value) ?? 'all';

/**
 * Manage Brands / Manage Creators (docs/product/admin.md#sections): search and status in the address,
 * server paging, the detail modal (view, edit, create) and delete, which deactivates the account.
 */
export function PeopleSection<K extends PeopleKind>({ kind }: { kind: K }) {
  const text = TEXT[kind];
  const { values, page, update, setPage } = useUrlFilters(['search', 'status'] as const);
  const status = asStatus(values.status);
  const search = useDebouncedSearch(values.search, (value) => update({ search: value }));
  const query = usePeople(kind, { search: values.search, status, page });
  const [modal, setModal] = useState<ModalState>(null);
  const [deleting, setDeleting] = useState<PersonOf<K> | null>(null);
  // `?brand=<id>` / `?creator=<id>` (the Needs attention links) opens that account's details.
  useQueryFlag(kind === 'brands' ? 'brand' : 'creator', (id) => setModal({ mode: 'view', id }));
  const deactivate = useDeactivatePerson(kind);
  const columns = (kind === 'brands' ? BRAND_COLUMNS : CREATOR_COLUMNS) as unknown as Array<AdminColumn<PersonOf<K>>>;
  const EmptyIcon = text.icon;
  const filtered = values.search !== '' || status !== 'all';

  const confirmDelete = () => {
    if (!deleting) return;
    deactivate.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${nameOf(deleting)} was deactivated` });
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="md">
      <ListToolbar label={`Search and filter ${text.label.toLowerCase()}`}>
        <SearchField
          label={`Search ${text.label.toLowerCase()}`}
          placeholder={text.search}
          value={search.typed}
          onChange={search.type}
        />
        <FilterSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(next) => update({ status: next === 'all' ? undefined : next })}
          width={170}
        />
        <ToolbarActions>
          <ExportCsvButton
            path={`/api/admin/${kind}/export.csv`}
            query={{ search: values.search, status: status === 'all' ? undefined : status }}
            fileName={`${kind}.csv`}
          />
          <Button size="md" leftSection={<IconPlus size={16} />} onClick={() => setModal({ mode: 'create' })}>
            Add {text.noun}
          </Button>
        </ToolbarActions>
      </ListToolbar>

      <AdminTable
        label={text.label}
        columns={columns}
        rows={query.data?.rows}
        rowKey={(person) => person.id}
        phoneTitle={(person) => nameOf(person)}
        phoneBadge={(person) => <PersonStatusBadge person={person} />}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        errorTitle={text.failed}
        onRetry={() => void query.refetch()}
        empty={
          <AreaEmptyState
            icon={<EmptyIcon size={28} stroke={1.6} />}
            title={text.empty}
            description={
              filtered
                ? 'No account matches this search and status.'
                : `No ${text.noun} accounts yet. Add one with “Add ${text.noun}”.`
            }
          />
        }
        paging={{ page, total: query.data?.total ?? 0, pageSize: ADMIN_PAGE_SIZE, onChange: setPage }}
        actions={(person) => (
          <>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} />}
              onClick={() => setModal({ mode: 'view', id: person.id })}
              aria-label={`View ${nameOf(person)}`}
            >
              View
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} />}
              onClick={() => setModal({ mode: 'edit', id: person.id, returnTo: 'list' })}
              aria-label={`Edit ${nameOf(person)}`}
            >
              Edit
            </Button>
            {person.accountStatus === 'active' ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => {
                  deactivate.reset();
                  setDeleting(person);
                }}
                aria-label={`Delete ${nameOf(person)}`}
              >
                Delete
              </Button>
            ) : null}
          </>
        )}
      />

      <PersonModal kind={kind} state={modal} onChange={setModal} />
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${text.noun}?`}
        confirmLabel="Delete"
        loading={deactivate.isPending}
        error={deactivate.isError ? adminErrorText(deactivate.error, 'Failed to delete') : null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          <b>{deleting ? nameOf(deleting) : ''}</b> will be deactivated: the account can no longer sign in and its
          sessions end now. {text.gone}
        </Text>
        <Text size="sm" c="dimmed">
          Nothing is erased: its history and every money record are kept. You can reactivate it from Edit.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

export const BrandsSection = () => <PeopleSection kind="brands" />;
export const CreatorsSection = () => <PeopleSection kind="creators" />;
