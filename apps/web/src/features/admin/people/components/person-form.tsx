import {
  ZAdminCreateBrandRequest,
  ZAdminCreateCreatorRequest,
  ZAdminUpdateBrandRequest,
  ZAdminUpdateCreatorRequest,
  type TAdminBrand,
  type TAdminCreateBrandRequest,
  type TAdminCreateCreatorRequest,
  type TAdminCreator,
  type TAdminUpdateBrandRequest,
  type TAdminUpdateCreatorRequest,
} from '@briefly/shared/admin';
import { ADMIN_CREATE_PASSWORD_MIN_LENGTH } from '@briefly/shared/limits';
import { Alert, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';

// The detail modal's form (spec part 2 §5 "Admin create"): brand fields companyName, email,
// contactName, password (create only), isVerified; creator fields userName, fullName, email, password
// (create only), isVerified. Editing also sets the account status (reactivating a deactivated one)
// and a brand's logo and links. Checked with the server's own schemas, so the messages match.

export type FormMode = 'create' | 'edit';

interface BrandValues {
  companyName: string;
  contactName: string;
  email: string;
  password: string;
  isVerified: boolean;
  accountStatus: 'active' | 'deactivated';
  logo: string;
  socialWebsite: string;
  socialInstagram: string;
  socialTwitter: string;
  socialLinkedIn: string;
}

interface CreatorValues {
  userName: string;
  fullName: string;
  email: string;
  password: string;
  isVerified: boolean;
  accountStatus: 'active' | 'deactivated';
}

const ACCOUNT_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'deactivated', label: 'Deactivated' },
];

function errorsOf(
  result:
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } },
): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

interface FormProps<Person, Body> {
  mode: FormMode;
  person: Person | null;
  saving: boolean;
  failure: string | null;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}

const brandValues = (brand: TAdminBrand | null): BrandValues => ({
  companyName: brand?.companyName ?? '',
  contactName: brand?.contactName ?? '',
  email: brand?.email ?? '',
  password: '',
  isVerified: brand?.isVerified ?? false,
  accountStatus: brand?.accountStatus ?? 'active',
  logo: brand?.logo ?? '',
  socialWebsite: brand?.socialWebsite ?? '',
  socialInstagram: brand?.socialInstagram ?? '',
  socialTwitter: brand?.socialTwitter ?? '',
  socialLinkedIn: brand?.socialLinkedIn ?? '',
});

const brandBody = (mode: FormMode, values: BrandValues) =>
  mode === 'create'
    ? ZAdminCreateBrandRequest.safeParse({
        companyName: values.companyName,
        contactName: values.contactName,
        email: values.email,
        password: values.password,
        isVerified: values.isVerified,
      })
    : ZAdminUpdateBrandRequest.safeParse({
        companyName: values.companyName,
        contactName: values.contactName,
        email: values.email,
        isVerified: values.isVerified,
        accountStatus: values.accountStatus,
        logo: values.logo.trim() === '' ? null : values.logo,
        socialWebsite: values.socialWebsite,
        socialInstagram: values.socialInstagram,
        socialTwitter: values.socialTwitter,
        socialLinkedIn: values.socialLinkedIn,
      });

export function BrandForm({
  mode,
  person,
  saving,
  failure,
  onSubmit,
  onCancel,
}: FormProps<TAdminBrand, TAdminCreateBrandRequest | TAdminUpdateBrandRequest>) {
  const form = useForm<BrandValues>({
    mode: 'controlled',
    initialValues: brandValues(person),
    validate: (values) => errorsOf(brandBody(mode, values)),
  });
  const submit = form.onSubmit((values) => {
    const parsed = brandBody(mode, values);
    if (parsed.success) onSubmit(parsed.data);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'New brand' : 'Edit brand'}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Company name" required data-autofocus {...form.getInputProps('companyName')} />
          <TextInput label="Contact name" required {...form.getInputProps('contactName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
        {mode === 'create' ? <PasswordField {...form.getInputProps('password')} /> : null}
        <Switch
          label="Verified"
          description="A verified brand shows as verified to admins."
          {...form.getInputProps('isVerified', { type: 'checkbox' })}
        />
        {mode === 'edit' ? (
          <>
            <AccountStatusField {...form.getInputProps('accountStatus')} />
            <TextInput label="Logo URL" {...form.getInputProps('logo')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Website" {...form.getInputProps('socialWebsite')} />
              <TextInput label="Instagram" {...form.getInputProps('socialInstagram')} />
              <TextInput label="Twitter" {...form.getInputProps('socialTwitter')} />
              <TextInput label="LinkedIn" {...form.getInputProps('socialLinkedIn')} />
            </SimpleGrid>
          </>
        ) : null}
        <FormFooter mode={mode} saving={saving} failure={failure} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

const creatorValues = (creator: TAdminCreator | null): CreatorValues => ({
  userName: creator?.userName ?? '',
  fullName: creator?.fullName ?? '',
  email: creator?.email ?? '',
  password: '',
  isVerified: creator?.isVerified ?? false,
  accountStatus: creator?.accountStatus ?? 'active',
});

const creatorBody = (mode: FormMode, values: CreatorValues) =>
  mode === 'create'
    ? ZAdminCreateCreatorRequest.safeParse({
        userName: values.userName,
        fullName: values.fullName,
        email: values.email,
        password: values.password,
        isVerified: values.isVerified,
      })
    : ZAdminUpdateCreatorRequest.safeParse({
        userName: values.userName,
        fullName: values.fullName,
        email: values.email,
        isVerified: values.isVerified,
        accountStatus: values.accountStatus,
      });

export function CreatorForm({
  mode,
  person,
  saving,
  failure,
  onSubmit,
  onCancel,
}: FormProps<TAdminCreator, TAdminCreateCreatorRequest | TAdminUpdateCreatorRequest>) {
  const form = useForm<CreatorValues>({
    mode: 'controlled',
    initialValues: creatorValues(person),
    validate: (values) => errorsOf(creatorBody(mode, values)),
  });
  const submit = form.onSubmit((values) => {
    const parsed = creatorBody(mode, values);
    if (parsed.success) onSubmit(parsed.data);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'New creator' : 'Edit creator'}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full name" required data-autofocus {...form.getInputProps('fullName')} />
          <TextInput label="Username" required autoComplete="off" {...form.getInputProps('userName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
        {mode === 'create' ? <PasswordField {...form.getInputProps('password')} /> : null}
        <Switch
          label="Verified"
          description="A verified creator shows as verified to admins."
          {...form.getInputProps('isVerified', { type: 'checkbox' })}
        />
        {mode === 'edit' ? <AccountStatusField {...form.getInputProps('accountStatus')} /> : null}
        <FormFooter mode={mode} saving={saving} failure={failure} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

type InputProps = ReturnType<ReturnType<typeof useForm>['getInputProps']>;

function PasswordField(props: InputProps) {
  return (
    <PasswordInput
      label="Password"
      required
      autoComplete="new-password"
      description={`At least ${ADMIN_CREATE_PASSWORD_MIN_LENGTH} characters. Hand it to the person: they sign in with it.`}
      {...props}
    />
  );
}

function AccountStatusField(props: InputProps) {
  return (
    <Select
      label="Account status"
      description="A deactivated account cannot sign in; its history and money are kept."
      data={ACCOUNT_STATUS_OPTIONS}
      allowDeselect={false}
      {...props}
    />
  );
}

function FormFooter({
  mode,
  saving,
  failure,
  onCancel,
}: {
  mode: FormMode;
  saving: boolean;
  failure: string | null;
  onCancel: () => void;
}) {
  return (
    <>
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {mode === 'create' ? 'Create' : 'Save changes'}
        </Button>
      </Group>
    </>
  );
}
