import { knownTimeZones } from '@briefly/shared/account-time-zone';
import { formatZonedTime } from '@briefly/shared/zoned-time';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSession } from '@/lib/session';
import { deviceZone } from '@/lib/viewer-time';
import { useSetTimeZone } from '../api/set-time-zone';
import { serverErrorMessage } from '../lib/error-messages';

// Time zone in Settings (docs/product/accounts.md#your-time-zone, decision 039): the account's zone, which
// notifications and emails write times in; picked from the list, or the device's followed again.

/** "Europe/Berlin (GMT+1)": searchable by the city with spaces, and the offset now. */
function zoneLabel(zone: string): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return `${zone.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}`;
}

let zoneOptions: Array<{ value: string; label: string }> | null = null;
const allZoneOptions = () =>
  (zoneOptions ??= knownTimeZones().map((zone) => ({ value: zone, label: zoneLabel(zone) })));

export function TimeZoneSettings() {
  const { user } = useSession();
  const setZone = useSetTimeZone();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const device = deviceZone();
  const stored = user?.timeZone ?? null;
  const chosen = user?.timeZoneChosen === true;
  const current = stored ?? device;

  const options = useMemo(() => {
    const all = allZoneOptions();
    // A zone stored under a name this browser lists differently ("Asia/Kolkata" / "Asia/Calcutta") stays pickable.
    return all.some((option) => option.value === current)
      ? all
      : [{ value: current, label: zoneLabel(current) }, ...all];
  }, [current]);

  const save = (timeZone: string, source: 'chosen' | 'device') => {
    setResult(null);
    setZone.mutate(
      { timeZone, source },
      {
        onSuccess: (answer) =>
          setResult({
            ok: true,
            text:
              source === 'device'
                ? `Following this device: ${answer.timeZone}.`
                : `Saved: times are written in ${answer.timeZone}.`,
          }),
        onError: (failure) => setResult({ ok: false, text: serverErrorMessage(failure) }),
      },
    );
  };

  const followsDevice = !chosen && stored === device;
  return (
    <Stack gap="xs" component="section" aria-labelledby="time-zone-title">
      <Text id="time-zone-title" size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5}>
        Time zone
      </Text>
      <Text size="xs" c="dimmed">
        Notifications, emails and pages write times on this clock, with the zone named. It is{' '}
        {formatZonedTime(new Date(), current)} there now.
      </Text>
      <Select
        label="Your time zone"
        data={options}
        value={current}
        onChange={(zone) => {
          if (zone && zone !== current) save(zone, 'chosen');
        }}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No time zone by that name"
        leftSection={<IconWorld size={18} stroke={1.6} />}
        disabled={setZone.isPending}
        comboboxProps={{ zIndex: 500 }}
        maxDropdownHeight={280}
      />
      <Group gap="xs" align="center">
        <Button
          variant="default"
          size="xs"
          onClick={() => save(device, 'device')}
          loading={setZone.isPending && setZone.variables?.source === 'device'}
          disabled={followsDevice}
        >
          Use this device’s zone
        </Button>
        <Text size="xs" c="dimmed">
          {followsDevice
            ? `Following this device (${device}).`
            : chosen
              ? `Chosen by you; this device is on ${device}.`
              : `This device is on ${device}.`}
        </Text>
      </Group>
      {result ? (
        <Text size="sm" c={result.ok ? undefined : 'red'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Text>
      ) : null}
    </Stack>
  );
}
