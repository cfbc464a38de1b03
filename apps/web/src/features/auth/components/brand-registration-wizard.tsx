import { emptyBrandRegistration, validateBrandStep, type BrandRegistrationValues } from '@briefly/shared/auth';
import { BRAND_WIZARD_STEPS } from '@briefly/shared/limits';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@briefly/shared/options';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconAddressBook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBuilding,
  IconCreditCard,
  IconFileDescription,
  IconShare,
  IconWorldWww,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { dashboardHref } from '@/config/paths';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { useSession } from '@/lib/session';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { useRegisterBrand } from '../api/register-brand';
import { checkEmailStep } from '../lib/email-step-check';
import { isAccountConflict, registrationErrorMessage } from '../lib/error-messages';
import { GoogleSignUp } from './google-sign-up';
import { PasswordHint } from './password-hint';
import { PaymentFields } from './payment-fields';
import { ContactFields, SocialFields, TermsFields, type SocialField } from './registration-fields';
import { RegistrationWizard, type WizardStep } from './registration-wizard';
import { useRegistrationWizard } from './use-registration-wizard';

const ICON = { size: 18, stroke: 1.7 } as const;

export const BRAND_STEPS: readonly WizardStep[] = [
  {
    title: 'Basic information',
    short: 'Basics',
    description: 'Your company and the login you will use.',
    icon: <IconBuilding {...ICON} />,
  },
  {
    title: 'Contact information',
    short: 'Contact',
    description: 'How creators and the Briefly team can reach your company.',
    icon: <IconAddressBook {...ICON} />,
  },
  {
    title: 'Social media (optional)',
    short: 'Social media',
    description: 'Links shown on your brand page so creators can get to know you. You can skip this step.',
    icon: <IconShare {...ICON} />,
  },
  {
    title: 'Payment information',
    short: 'Payment',
    description: 'How you will fund your briefs.',
    icon: <IconCreditCard {...ICON} />,
  },
  {
    title: 'Terms and conditions',
    short: 'Terms',
    description: 'Check your details and accept the terms to create the account.',
    icon: <IconFileDescription {...ICON} />,
  },
];

const SOCIAL_FIELDS: ReadonlyArray<
  SocialField<'socialInstagram' | 'socialTwitter' | 'socialLinkedIn' | 'socialWebsite'>
> = [
  { name: 'socialWebsite', label: 'Website', placeholder: 'https://yourcompany.com', icon: <IconWorldWww size={16} /> },
  { name: 'socialInstagram', label: 'Instagram', placeholder: '@yourbrand', icon: <IconBrandInstagram size={16} /> },
  { name: 'socialTwitter', label: 'Twitter', placeholder: '@yourbrand', icon: <IconBrandX size={16} /> },
  {
    name: 'socialLinkedIn',
    label: 'LinkedIn',
    placeholder: 'linkedin.com/company/…',
    icon: <IconBrandLinkedin size={16} />,
  },
];

const BRAND_TERMS = [
  'You confirm that the information you give is accurate and that you may act for the company named.',
  'A brief goes live only once its reward pool is funded; rewards to winners are paid from that pool.',
  'A platform fee is taken from each monetary reward. The fee is shown before you fund a brief.',
  'Card and bank details: Briefly keeps only the last 4 digits. Payments are processed by our payment provider.',
  'You review submissions fairly and pay the rewards you announce to the winners you select.',
  'You may close your account at any time; funds already committed to a brief follow that brief’s rules.',
] as const;

function isPaymentMethod(value: string): value is (typeof PAYMENT_METHODS)[number] {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Sends only the details of the chosen payment method. */
function withChosenPaymentOnly(values: BrandRegistrationValues): BrandRegistrationValues {
  const isCard = values.paymentMethod === 'credit_card' || values.paymentMethod === 'debit_card';
  const isBank = values.paymentMethod === 'bank_transfer';
  return {
    ...values,
    cardNumber: isCard ? values.cardNumber.trim() : '',
    cardType: isCard ? values.cardType : '',
    bankName: isBank ? values.bankName : '',
    bankAccountType: isBank ? values.bankAccountType : '',
    bankRouting: isBank ? values.bankRouting.trim() : '',
    bankAccount: isBank ? values.bankAccount.trim() : '',
  };
}

/** Brand registration, 5 steps (docs/product/accounts.md#brand-registration). */
export function BrandRegistrationWizard() {
  const form = useForm<BrandRegistrationValues>({ mode: 'controlled', initialValues: emptyBrandRegistration });
  // The first step's fields, typed into the server's drawing before the page hydrated (decision 056).
  const formRef = useTypedBeforeHydration<HTMLFormElement>(form);
  const wizard = useRegistrationWizard({
    stepCount: BRAND_WIZARD_STEPS,
    validateStep: validateBrandStep,
    checkStep: checkEmailStep,
  });
  const mutation = useRegisterBrand();
  const { signIn } = useSession();
  const navigate = useNavigate();

  const submit = () => {
    const values = form.getValues();
    if (!wizard.validateAll(values)) return;
    mutation.mutate(withChosenPaymentOnly(values), {
      onSuccess: (auth) => navigate(dashboardHref(signIn(auth).type), { replace: true }),
      onError: (failure) => {
        wizard.fail(registrationErrorMessage(failure), isAccountConflict(failure) ? 0 : wizard.active);
      },
    });
  };

  const values = form.values;
  const method = values.paymentMethod;

  return (
    <RegistrationWizard
      heading="Create your brand account"
      subheading="Post funded briefs and find creators for your campaigns."
      steps={BRAND_STEPS}
      active={wizard.active}
      error={wizard.error}
      onNext={() => void wizard.next(form.getValues())}
      checking={wizard.checking}
      onPrevious={wizard.previous}
      onStepClick={wizard.goBackTo}
      onSubmit={submit}
      submitLabel="Create Brand Account"
      submitting={mutation.isPending}
      formRef={formRef}
      aside={
        wizard.active === 0 ? <GoogleSignUp userType="brand" onError={(message) => wizard.fail(message, 0)} /> : null
      }
    >
      {wizard.active === 0 ? (
        <Stack gap="md">
          <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Company name"
              autoComplete="organization"
              required
              {...form.getInputProps('companyName')}
            />
            <TextInput label="Contact name" autoComplete="name" required {...form.getInputProps('contactName')} />
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

      {wizard.active === 3 ? <PaymentFields form={form} /> : null}

      {wizard.active === 4 ? (
        <TermsFields
          form={form}
          terms={BRAND_TERMS}
          review={[
            { label: 'Company name', value: values.companyName },
            { label: 'Contact name', value: values.contactName },
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
            { label: 'Payment method', value: isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : '' },
          ]}
        />
      ) : null}
    </RegistrationWizard>
  );
}
