import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventCategory,
  type EventType,
} from '@briefly/shared/event-rules';
import { ZAdminEventRequest, type TAdminEventRequest, type TEvent } from '@briefly/shared/events';
import { NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ContentForm, FormTextarea } from '@/features/admin/list/content-form';

// The admin's event form (docs/product/community.md#events-admin): every field of the spec's Event,
// the start as a date and time in the event's own time zone. Checked with the server's schema, so
// the messages match; the server checks again (the start in the future, capacity and registrations).

export interface EventFormValues {
  title: string;
  description: string;
  type: EventType;
  category: EventCategory;
  hostName: string;
  hostType: 'team' | 'brand' | 'creator' | 'guest';
  hostAvatar: string;
  hostBio: string;
  date: string;
  time: string;
  timezone: string;
  duration: number | string;
  unlimited: boolean;
  maxAttendees: number | string;
  price: number | string;
  isRecorded: boolean;
  recordingUrl: string;
  tags: string;
  requirements: string;
  learningOutcomes: string;
  /** One item per line: "time | topic | speaker". */
  agenda: string;
  featured: boolean;
}

const HOST_TYPES = [
  { value: 'team', label: 'Briefly team' },
  { value: 'brand', label: 'Brand' },
  { value: 'creator', label: 'Creator' },
  { value: 'guest', label: 'Guest' },
];

function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function initialEventValues(event: TEvent | null): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    type: event?.type ?? 'webinar',
    category: event?.category ?? 'education',
    hostName: event?.host.name ?? '',
    hostType: (event?.host.type as EventFormValues['hostType'] | undefined) ?? 'team',
    hostAvatar: event?.host.avatar ?? '',
    hostBio: event?.host.bio ?? '',
    date: event?.date ?? '',
    time: event?.time ?? '',
    timezone: event?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    duration: event?.duration ?? 60,
    unlimited: event ? event.maxAttendees === null : false,
    maxAttendees: event?.maxAttendees ?? 100,
    price: event?.price ?? 0,
    isRecorded: event?.isRecorded ?? false,
    recordingUrl: event?.recordingUrl ?? '',
    tags: event?.tags.join(', ') ?? '',
    requirements: event?.requirements.join('\n') ?? '',
    learningOutcomes: event?.learningOutcomes.join('\n') ?? '',
    agenda:
      event?.agenda
        .map((item) => [item.time, item.topic, item.speaker ?? ''].join(' | ').replace(/ \| $/, ''))
        .join('\n') ?? '',
    featured: event?.featured ?? false,
  };
}

const toNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

export function eventRequestOf(values: EventFormValues): TAdminEventRequest {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    category: values.category,
    host: {
      name: values.hostName,
      type: values.hostType,
      avatar: values.hostAvatar || null,
      bio: values.hostBio || null,
    },
    date: values.date,
    time: values.time,
    timezone: values.timezone,
    duration: toNumber(values.duration),
    maxAttendees: values.unlimited ? null : toNumber(values.maxAttendees),
    price: values.price === '' ? 0 : toNumber(values.price),
    isRecorded: values.isRecorded,
    recordingUrl: values.isRecorded ? values.recordingUrl || null : null,
    tags: values.tags,
    requirements: lines(values.requirements),
    learningOutcomes: lines(values.learningOutcomes),
    agenda: lines(values.agenda).map((line) => {
      const [time = '', topic = '', speaker = ''] = line.split('|').map((part) => part.trim());
      return { time, topic, speaker: speaker || null };
    }),
    featured: values.featured,
  };
}

/** The form field an issue of the request schema belongs to. */
const FIELD_OF: Record<string, keyof EventFormValues> = {
  'host.name': 'hostName',
  'host.type': 'hostType',
  'host.avatar': 'hostAvatar',
  'host.bio': 'hostBio',
};
export function eventFormErrors(request: TAdminEventRequest): Record<string, string> {
  const result = ZAdminEventRequest.safeParse(request);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const key = FIELD_OF[path.slice(0, 2).join('.')] ?? (path[0] === 'maxAttendees' ? 'maxAttendees' : path[0]);
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** After a refused submit, the first field with a problem gets the focus (and scrolls into view). */
const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());

interface EventFormProps {
  event: TEvent | null;
  saving: boolean;
  failure: string | null;
  onSubmit: (body: TAdminEventRequest) => void;
  onCancel: () => void;
}

export function EventForm({ event, saving, failure, onSubmit, onCancel }: EventFormProps) {
  const form = useForm<EventFormValues>({
    initialValues: initialEventValues(event),
    validate: (values) => eventFormErrors(eventRequestOf(values)),
  });
  const values = form.getValues();
  return (
    <ContentForm
      onSubmit={form.onSubmit((formValues) => onSubmit(eventRequestOf(formValues)), focusFirstError)}
      failure={failure}
      submitLabel={event ? 'Save changes' : 'Create event'}
      saving={saving}
      onCancel={onCancel}
    >
      <TextInput label="Title" required {...form.getInputProps('title')} key={form.key('title')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('description')}
        key={form.key('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Type"
          data={EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }))}
          allowDeselect={false}
          {...form.getInputProps('type')}
          key={form.key('type')}
        />
        <Select
          label="Category"
          data={EVENT_CATEGORIES.map((category) => ({ value: category, label: EVENT_CATEGORY_LABELS[category] }))}
          allowDeselect={false}
          {...form.getInputProps('category')}
          key={form.key('category')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="Date" type="date" required {...form.getInputProps('date')} key={form.key('date')} />
        <TextInput label="Start time" type="time" required {...form.getInputProps('time')} key={form.key('time')} />
        <NumberInput
          label="Duration (minutes)"
          min={5}
          max={1440}
          allowDecimal={false}
          required
          {...form.getInputProps('duration')}
          key={form.key('duration')}
        />
      </SimpleGrid>
      <Select
        label="Time zone"
        description="The date and time above are in this zone"
        data={timeZones()}
        searchable
        allowDeselect={false}
        {...form.getInputProps('timezone')}
        key={form.key('timezone')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Host name" required {...form.getInputProps('hostName')} key={form.key('hostName')} />
        <Select
          label="Host is"
          data={HOST_TYPES}
          allowDeselect={false}
          {...form.getInputProps('hostType')}
          key={form.key('hostType')}
        />
      </SimpleGrid>
      <TextInput
        label="Host picture link"
        placeholder="https://…"
        {...form.getInputProps('hostAvatar')}
        key={form.key('hostAvatar')}
      />
      <FormTextarea form={form} name="hostBio" label="Host bio" maxRows={5} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
        <NumberInput
          label="Capacity (seats)"
          min={1}
          allowDecimal={false}
          disabled={values.unlimited}
          {...form.getInputProps('maxAttendees')}
          key={form.key('maxAttendees')}
        />
        <Switch
          label="No seat limit"
          {...form.getInputProps('unlimited', { type: 'checkbox' })}
          key={form.key('unlimited')}
          mb={8}
        />
      </SimpleGrid>
      <NumberInput
        label="Price (USD)"
        description="0 for a free event. Tickets for paid events are not sold on Briefly; the page says so."
        min={0}
        decimalScale={2}
        prefix="$"
        {...form.getInputProps('price')}
        key={form.key('price')}
      />
      <Switch
        label="Recorded"
        description="A recording link is shown once the event has ended"
        {...form.getInputProps('isRecorded', { type: 'checkbox' })}
        key={form.key('isRecorded')}
      />
      {values.isRecorded ? (
        <TextInput
          label="Recording link"
          placeholder="https://…"
          {...form.getInputProps('recordingUrl')}
          key={form.key('recordingUrl')}
        />
      ) : null}
      <TextInput
        label="Tags"
        description="Separated by commas"
        {...form.getInputProps('tags')}
        key={form.key('tags')}
      />
      <FormTextarea form={form} name="requirements" label="Requirements" description="One per line" maxRows={6} />
      <FormTextarea
        form={form}
        name="learningOutcomes"
        label="Learning outcomes"
        description="One per line"
        maxRows={6}
      />
      <FormTextarea
        form={form}
        name="agenda"
        label="Agenda"
        description="One item per line: time | topic | speaker (speaker optional)"
        placeholder="17:00 | Welcome | Ada"
        maxRows={8}
      />
      <Switch label="Featured" {...form.getInputProps('featured', { type: 'checkbox' })} key={form.key('featured')} />
    </ContentForm>
  );
}
