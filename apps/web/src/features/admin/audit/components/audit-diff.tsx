import { Code, Table, Text } from '@mantine/core';
import { ScrollX } from '@/components/scroll-x/scroll-x';

export interface DiffLine {
  key: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry changed, field by field: the fields whose value differs between before and
 * after (a created record has only "after", a removed one only "before"). Values that are not
 * objects compare as one line named "value".
 */
export function diffLines(before: unknown, after: unknown): { changed: DiffLine[]; unchanged: number } {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after)
      ? { changed: [], unchanged: before === null || before === undefined ? 0 : 1 }
      : { changed: [{ key: 'value', before, after }], unchanged: 0 };
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const changed: DiffLine[] = [];
  let unchanged = 0;
  for (const key of keys) {
    if (same(from[key], to[key])) unchanged += 1;
    else changed.push({ key, before: from[key], after: to[key] });
  }
  return { changed, unchanged };
}

/** A value as a person reads it: text as is, nothing as —, anything else as compact JSON. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Before → after of the fields that changed. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { changed, unchanged } = diffLines(before, after);
  if (changed.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No recorded change
        {unchanged ? ` (${unchanged} ${unchanged === 1 ? 'field' : 'fields'} recorded, unchanged)` : ''}.
      </Text>
    );
  }
  return (
    <>
      <ScrollX label="Changes" minWidth={360}>
        <Table verticalSpacing={4} fz="sm" aria-label="Changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changed.map((line) => (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <Code>{line.key}</Code>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text span size="sm" td={line.before === undefined ? undefined : 'line-through'} c="dimmed">
                    {readable(line.before)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }} fw={600}>
                  {readable(line.after)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollX>
      {unchanged > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {unchanged} other {unchanged === 1 ? 'field' : 'fields'} unchanged.
        </Text>
      ) : null}
    </>
  );
}
