import type { BrandRegistrationValues } from '@briefly/shared/auth';
import { BANK_ACCOUNT_MAX_LENGTH, CARD_NUMBER_MAX_LENGTH } from '@briefly/shared/limits';
import { BANK_ACCOUNT_TYPES, CARD_TYPES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@briefly/shared/options';
import { Alert, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBuildingBank, IconCreditCard, IconLock, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './payment-fields.module.css';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const METHOD_DETAILS: Record<PaymentMethod, { description: string; icon: ReactNode }> = {
  credit_card: { description: 'Fund briefs with a credit card.', icon: <IconCreditCard size={20} stroke={1.6} /> },
  debit_card: { description: 'Fund briefs with a debit card.', icon: <IconWallet size={20} stroke={1.6} /> },
  bank_transfer: { description: 'Fund briefs from a bank account.', icon: <IconBuildingBank size={20} stroke={1.6} /> },
};

const placeholderOption = (label: string) => ({ value: '', label, disabled: true });

/** Step 4 of the brand wizard: payment method as radio cards, then card or bank details. */
export function PaymentFields({ form }: { form: UseFormReturnType<BrandRegistrationValues> }) {
  const method = form.values.paymentMethod;
  const isCard = method === 'credit_card' || method === 'debit_card';
  const isBank = method === 'bank_transfer';

  return (
    <Stack gap="lg">
      <Radio.Group
        label="Payment method"
        value={method}
        onChange={(value) => form.setFieldValue('paymentMethod', value)}
        required
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="xs">
          {PAYMENT_METHODS.map((value) => (
            <Radio.Card key={value} value={value} className={classes.card} radius="md" p="md">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div>
                  <Group gap={6} wrap="nowrap">
                    <ThemeIcon variant="transparent" size="sm" c="var(--mantine-primary-color-filled)">
                      {METHOD_DETAILS[value].icon}
                    </ThemeIcon>
                    <Text fw={600} size="sm">
                      {PAYMENT_METHOD_LABELS[value]}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" mt={4}>
                    {METHOD_DETAILS[value].description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {isCard ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label="Card type"
            required
            data={[placeholderOption('Select card type'), ...CARD_TYPES]}
            {...form.getInputProps('cardType')}
          />
          <TextInput
            label="Card number (last 4 digits only)"
            required
            maxLength={CARD_NUMBER_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 4242"
            {...form.getInputProps('cardNumber')}
          />
        </SimpleGrid>
      ) : null}

      {isBank ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Bank name" required autoComplete="off" {...form.getInputProps('bankName')} />
          <NativeSelect
            label="Account type"
            required
            data={[placeholderOption('Select account type'), ...BANK_ACCOUNT_TYPES]}
            {...form.getInputProps('bankAccountType')}
          />
          <TextInput
            label="Routing number"
            required
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('bankRouting')}
          />
          <TextInput
            label="Account number (last 4 digits only)"
            required
            maxLength={BANK_ACCOUNT_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 6789"
            {...form.getInputProps('bankAccount')}
          />
        </SimpleGrid>
      ) : null}

      <Alert variant="light" color="gray" icon={<IconLock size={18} />} p="sm" role="note">
        <Text size="xs">
          Briefly keeps only the last 4 digits of card and account numbers, to help you recognise the method later.
          Briefs are charged when you fund them, never at sign-up.
        </Text>
      </Alert>
    </Stack>
  );
}
