// Field groups the brand and creator wizards share: contact details, social links and the terms.

import { COUNTRIES, PHONE_COUNTRY_CODES } from '@briefly/shared/options';
import {
  Checkbox,
  Grid,
  List,
  NativeSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

interface ContactValues {
  phoneCountry: string;
  phoneNumber: string;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressZip: string;
  addressCountry: string;
}

export function ContactFields<T extends ContactValues>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 5, xs: 4 }}>
          <NativeSelect label="Phone code" data={[...PHONE_COUNTRY_CODES]} {...form.getInputProps('phoneCountry')} />
        </Grid.Col>
        <Grid.Col span={{ base: 7, xs: 8 }}>
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            required
            {...form.getInputProps('phoneNumber')}
          />
        </Grid.Col>
      </Grid>
      <TextInput
        label="Street address"
        autoComplete="street-address"
        required
        {...form.getInputProps('addressStreet')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="City" autoComplete="address-level2" required {...form.getInputProps('addressCity')} />
        <TextInput label="State" autoComplete="address-level1" required {...form.getInputProps('addressState')} />
        <TextInput label="ZIP code" autoComplete="postal-code" required {...form.getInputProps('addressZip')} />
        <NativeSelect
          label="Country"
          data={[...COUNTRIES]}
          autoComplete="country-name"
          {...form.getInputProps('addressCountry')}
        />
      </SimpleGrid>
    </Stack>
  );
}

export interface SocialField<K extends string> {
  name: K;
  label: string;
  placeholder: string;
  icon: ReactNode;
}

export function SocialFields<T, K extends string>({
  form,
  fields,
}: {
  form: UseFormReturnType<T>;
  fields: ReadonlyArray<SocialField<K>>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {fields.map((field) => (
        <TextInput
          key={field.name}
          label={field.label}
          placeholder={field.placeholder}
          leftSection={field.icon}
          autoComplete="url"
          {...form.getInputProps(field.name)}
        />
      ))}
    </SimpleGrid>
  );
}

export interface ReviewItem {
  label: string;
  value: string;
}

export function TermsFields<T extends { termsAccepted: boolean }>({
  form,
  terms,
  review,
}: {
  form: UseFormReturnType<T>;
  terms: readonly string[];
  review: readonly ReviewItem[];
}) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Text fw={600} size="sm" mb="xs">
          Review your details
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
          {review.map((item) => (
            <div key={item.label}>
              <Text size="xs" c="dimmed">
                {item.label}
              </Text>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {item.value || '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md">
        <ScrollArea.Autosize mah={200} type="auto" offsetScrollbars>
          <Stack gap="xs" p="md">
            <Text fw={600} size="sm">
              Terms and conditions
            </Text>
            <List size="sm" spacing={6} c="dimmed">
              {terms.map((term) => (
                <List.Item key={term}>{term}</List.Item>
              ))}
            </List>
          </Stack>
        </ScrollArea.Autosize>
      </Paper>

      <Checkbox
        label="I accept the terms and conditions"
        {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
      />
    </Stack>
  );
}
