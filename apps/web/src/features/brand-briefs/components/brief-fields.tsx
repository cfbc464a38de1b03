import { MAX_REVISION_LIMIT, MAX_WINNERS, MIN_REWARD_DOLLARS } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { lazy, Suspense } from 'react';
import {
  Checkbox,
  Divider,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconCalendar, IconCurrencyDollar, IconMapPin, IconRepeat, IconTrophy } from '@tabler/icons-react';
import { DollarInput } from '@/components/dollar-input';
import { humanizeKey, humanizeValue } from '@/lib/brief-display';
import { MULTI_VALUE_FIELDS, templateById, type BriefFormState } from '../lib/brief-form';
import { TierEditor } from './tier-editor';

// The calendar (@mantine/dates and dayjs) is fetched when a brief form first opens, not with the dashboard
// (docs/performance.md).
const DeadlinePicker = lazy(() => import('./deadline-picker').then((module) => ({ default: module.DeadlinePicker })));

interface BriefFieldsProps {
  value: BriefFormState;
  onChange: (patch: Partial<BriefFormState>) => void;
  disabled?: boolean;
  /** A funded brief's pool is fixed at what was paid: the reward field is read-only then. */
  lockedReward?: number | null;
  /** The platform fee in percent, when known (shown under the reward). */
  feePercent?: number;
}

/** The fields of a brief, shared by Create Brief (step 2) and the edit dialog. */
export function BriefFields({ value, onChange, disabled, lockedReward, feePercent }: BriefFieldsProps) {
  const template = templateById(value.template);
  const templateKeys = new Set<string>(template?.fields.map((field) => field.key) ?? []);
  const extraKeys = Object.keys(value.additionalFields).filter((key) => !templateKeys.has(key));
  const setField = (key: string, fieldValue: string | string[]) =>
    onChange({ additionalFields: { ...value.additionalFields, [key]: fieldValue } });

  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        required
        placeholder="e.g. Unbox our Winter Roast gift set"
        value={value.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        maxLength={200}
        disabled={disabled}
      />
      <Textarea
        label="Description"
        required
        placeholder="What is the campaign about, and who is it for?"
        autosize
        minRows={3}
        maxRows={10}
        value={value.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        maxLength={10_000}
        disabled={disabled}
      />
      <Textarea
        label="Requirements"
        required
        placeholder="Formats, lengths, mentions, tags…"
        autosize
        minRows={3}
        maxRows={10}
        value={value.requirements}
        onChange={(event) => onChange({ requirements: event.currentTarget.value })}
        maxLength={10_000}
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Location"
          leftSection={<IconMapPin size={18} stroke={1.6} />}
          value={value.location}
          onChange={(event) => onChange({ location: event.currentTarget.value })}
          maxLength={200}
          disabled={disabled}
        />
        <Suspense
          fallback={
            <TextInput
              label="Deadline"
              required
              placeholder="Loading calendar…"
              size="md"
              leftSection={<IconCalendar size={18} stroke={1.6} />}
              disabled
            />
          }
        >
          <DeadlinePicker value={value.deadline} onChange={(deadline) => onChange({ deadline })} disabled={disabled} />
        </Suspense>
        <NumberInput
          label="Number of winners"
          required
          leftSection={<IconTrophy size={18} stroke={1.6} />}
          min={1}
          max={MAX_WINNERS}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={value.amountOfWinners}
          onChange={(next) => onChange({ amountOfWinners: next })}
          description={`1 to ${MAX_WINNERS}`}
          disabled={disabled}
        />
        <DollarInput
          label="Total reward"
          required
          leftSection={<IconCurrencyDollar size={18} stroke={1.6} />}
          min={MIN_REWARD_DOLLARS}
          step={0.01}
          placeholder="1,000.00"
          value={value.reward}
          onChange={(next) => onChange({ reward: next })}
          description={
            lockedReward != null
              ? `Fixed at the ${formatUsd(lockedReward)} paid for this brief`
              : 'The whole pool, in USD (minimum $1)'
          }
          disabled={disabled || lockedReward != null}
        />
      </SimpleGrid>
      <NumberInput
        label="Revision requests per submission"
        leftSection={<IconRepeat size={18} stroke={1.6} />}
        min={0}
        max={MAX_REVISION_LIMIT}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={value.revisionLimit}
        onChange={(next) => onChange({ revisionLimit: next })}
        description={`How many times you may ask a creator for changes to one submission (0 to ${MAX_REVISION_LIMIT})`}
        disabled={disabled}
        maw={360}
      />
      <Checkbox
        label="Private brief"
        description="Only invited creators can see it"
        checked={value.isPrivate}
        onChange={(event) => onChange({ isPrivate: event.currentTarget.checked })}
        disabled={disabled}
      />

      {template ? (
        <>
          <Divider label={`${template.name} details`} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {template.fields.map((field) => {
              const current = value.additionalFields[field.key];
              if ('options' in field && field.options) {
                const data = field.options.map((option) => ({ value: option, label: humanizeValue(option) }));
                return MULTI_VALUE_FIELDS.has(field.key) ? (
                  <MultiSelect
                    key={field.key}
                    label={field.label}
                    data={data}
                    value={Array.isArray(current) ? current : current ? [current] : []}
                    onChange={(next) => setField(field.key, next)}
                    clearable
                    size="md"
                    disabled={disabled}
                    comboboxProps={{ zIndex: 500 }}
                  />
                ) : (
                  <Select
                    key={field.key}
                    label={field.label}
                    data={data}
                    value={typeof current === 'string' && current ? current : null}
                    onChange={(next) => setField(field.key, next ?? '')}
                    clearable
                    placeholder="Choose…"
                    disabled={disabled}
                    comboboxProps={{ zIndex: 500 }}
                  />
                );
              }
              return (
                <TextInput
                  key={field.key}
                  label={field.label}
                  value={typeof current === 'string' ? current : (current ?? []).join(', ')}
                  onChange={(event) => setField(field.key, event.currentTarget.value)}
                  maxLength={2000}
                  disabled={disabled}
                />
              );
            })}
          </SimpleGrid>
        </>
      ) : null}

      {extraKeys.length > 0 ? (
        <>
          <Divider label="Additional fields" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {extraKeys.map((key) => {
              const current = value.additionalFields[key];
              return (
                <TextInput
                  key={key}
                  label={humanizeKey(key)}
                  value={Array.isArray(current) ? current.join(', ') : (current ?? '')}
                  onChange={(event) =>
                    setField(
                      key,
                      Array.isArray(current)
                        ? event.currentTarget.value.split(',').map((item) => item.trimStart())
                        : event.currentTarget.value,
                    )
                  }
                  description={Array.isArray(current) ? 'Separate items with commas' : undefined}
                  maxLength={2000}
                  disabled={disabled}
                />
              );
            })}
          </SimpleGrid>
        </>
      ) : null}

      <Divider />
      <TierEditor
        reward={value.reward}
        amountOfWinners={value.amountOfWinners}
        mode={value.tierMode}
        manualTiers={value.manualTiers}
        onModeChange={(tierMode) => onChange({ tierMode })}
        onManualTiersChange={(manualTiers) => onChange({ manualTiers })}
        disabled={disabled}
      />
      {feePercent !== undefined ? (
        <Text size="xs" c="dimmed">
          A {feePercent}% platform fee is taken from each cash or credit reward when it is awarded.
        </Text>
      ) : null}
    </Stack>
  );
}
