import '@mantine/dates/styles.css';

import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { endOfDayIso, localDay } from '../lib/brief-form';

const todayDay = () => localDay(new Date().toISOString()) ?? undefined;

/** A brief's deadline: a day from today on, kept as the end of that day (docs/product/briefs.md). */
export function DeadlinePicker({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (deadline: string) => void;
  disabled?: boolean;
}) {
  return (
    <DatePickerInput
      label="Deadline"
      required
      placeholder="Pick a date"
      leftSection={<IconCalendar size={18} stroke={1.6} />}
      value={localDay(value)}
      onChange={(day) => onChange(day ? endOfDayIso(day) : '')}
      minDate={todayDay()}
      valueFormat="MMM D, YYYY"
      nextLabel="Next month"
      previousLabel="Previous month"
      clearable
      size="md"
      disabled={disabled}
      popoverProps={{ zIndex: 500 }}
    />
  );
}
