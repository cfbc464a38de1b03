import { emptyCreatorRegistration, validateCreatorStep, type CreatorRegistrationValues } from '@briefly/shared/auth';
import { CREATOR_WIZARD_STEPS } from '@briefly/shared/limits';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconAddressBook,
  IconAt,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconFileDescription,
  IconShare,
  IconUser,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { dashboardHref } from '@/config/paths';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { useSession } from '@/lib/session';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { useRegisterCreator } from '../api/register-creator';
import { checkEmailStep } from '../lib/email-step-check';
import { isAccountConflict, registrationErrorMessage } from '../lib/error-messages';
import { GoogleSignUp } from './google-sign-up';
import { PasswordHint } from './password-hint';
import { ContactFields, SocialFields, TermsFields, type SocialField } from './registration-fields';
import { RegistrationWizard, type WizardStep } from './registration-wizard';
import { useRegistrationWizard } from './use-registration-wizard';

const ICON = { size: 18, stroke: 1.7 } as const;

export const CREATOR_STEPS: readonly WizardStep[] = [
  {
    title: 'Basic information',
    short: 'Basics',
    description: 'Your name, your public username and the login you will use.',
    icon: <IconUser {...ICON} />,
  },
  {
    title: 'Contact information',
    short: 'Contact',
    description: 'How brands and the Briefly team can reach you.',
    icon: <IconAddressBook {...ICON} />,
  },
  {
    title: 'Social media',
    short: 'Social media',
    description: 'Links that show brands your work. All are optional.',
    icon: <IconShare {...ICON} />,
  },
  {
    title: 'Terms and conditions',
    short: 'Terms',
    description: 'Check your details and accept the terms to create the account.',
    icon: <IconFileDescription {...ICON} />,
  },
];

type CreatorSocialField = 'socialInstagram' | 'socialTikTok' | 'socialYouTube' | 'socialTwitter' | 'socialLinkedIn';
const SOCIAL_FIELDS: ReadonlyArray<SocialField<CreatorSocialField>> = [
  { name: 'socialInstagram', label: 'Instagram', placeholder: '@yourhandle', icon: <IconBrandInstagram size={16} /> },
  { name: 'socialTikTok', label: 'TikTok', placeholder: '@yourhandle', icon: <IconBrandTiktok size={16} /> },
  {
    name: 'socialYouTube',
    label: 'YouTube',
    placeholder: 'youtube.com/@yourchannel',
    icon: <IconBrandYoutube size={16} />,
  },
  { name: 'socialTwitter', label: 'Twitter', placeholder: '@yourhandle', icon: <IconBrandX size={16} /> },
  {
    name: 'socialLinkedIn',
    label: 'LinkedIn',
    placeholder: 'linkedin.com/in/…',
    icon: <IconBrandLinkedin size={16} />,
  },
];

const CREATOR_TERMS = [
  'You confirm that the information you give is accurate and that the work you submit is your own.',
  'Brands choose winners; rewards are paid from the brief’s funded pool as cash, in-app credit or a prize.',
  'A platform fee is taken from each monetary reward. Each brief shows the fee before you apply.',
  'Cash rewards are transferred to your connected payout account; until it is connected they are held for you.',
  'You can withdraw your Briefly wallet balance by a withdrawal request.',
  'You may close your account at any time.',
] as const;

/** Creator registration, 4 steps (docs/product/accounts.md#creator-registration). */
export function CreatorRegistrationWizard() {
  const form = useForm<CreatorRegistrationValues>({ mode: 'controlled', initialValues: emptyCreatorRegistration });
  // The first step's fields, typed into the server's drawing before the page hydrated (decision 056).
  const formRef = useTypedBeforeHydration<HTMLFormElement>(form);
  const wizard = useRegistrationWizard({
    stepCount: CREATOR_WIZARD_STEPS,
    validateStep: validateCreatorStep,
    checkStep: checkEmailStep,
  });
  const mutation = useRegisterCreator();
  const { signIn } = useSession();
  const navigate = useNavigate();

  const submit = () => {
    const values = form.getValues();
    if (!wizard.validateAll(values)) return;
    mutation.mutate(
      { ...values, userName: values.userName.trim() },
      {
        onSuccess: (auth) => navigate(dashboardHref(signIn(auth).type), { replace: true }),
        onError: (failure) =>
          wizard.fail(registrationErrorMessage(failure), isAccountConflict(failure) ? 0 : wizard.active),
      },
    );
  };

  const values = form.values;

  return (
    <RegistrationWizard
      heading="Create your creator account"
      subheading="Find funded briefs, submit your work and get paid."
      steps={CREATOR_STEPS}
      active={wizard.active}
      error={wizard.error}
      onNext={() => void wizard.next(form.getValues())}
      checking={wizard.checking}
      onPrevious={wizard.previous}
      onStepClick={wizard.goBackTo}
      onSubmit={submit}
      submitLabel="Create Creator Account"
      submitting={mutation.isPending}
      formRef={formRef}
      aside={
        wizard.active === 0 ? <GoogleSignUp userType="creator" onError={(message) => wizard.fail(message, 0)} /> : null
      }
    >
      {wizard.active === 0 ? (
        <Stack gap="md">
          <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('fullName')} />
            <TextInput
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              leftSection={<IconAt size={16} />}
              description="Public. At least 3 characters: letters, numbers, dots, dashes, underscores."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('userName')}
            />
          </ResponsiveGrid>
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
          </ResponsiveGrid>
          <PasswordHint />
        </Stack>
      ) : null}

      {wizard.active === 1 ? <ContactFields form={form} /> : null}

      {wizard.active === 2 ? <SocialFields form={form} fields={SOCIAL_FIELDS} /> : null}

      {wizard.active === 3 ? (
        <TermsFields
          form={form}
          terms={CREATOR_TERMS}
          review={[
            { label: 'Full name', value: values.fullName },
            { label: 'Username', value: values.userName },
            { label: 'Email', value: values.email },
            { label: 'Phone number', value: values.phoneNumber ? `${values.phoneCountry} ${values.phoneNumber}` : '' },
            {
              label: 'Address',
              value: [
                values.addressStreet,
                values.addressCity,
                values.addressState,
                values.addressZip,
                values.addressCountry,
              ]
                .filter(Boolean)
                .join(', '),
            },
          ]}
        />
      ) : null}
    </RegistrationWizard>
  );
}
