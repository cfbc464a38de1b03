import { Badge, Group, Text } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { filledAdditionalFields, humanizeKey, humanizeValue, type AdditionalFields } from '@/lib/brief-display';

interface AdditionalFieldsListProps {
  fields: AdditionalFields | null | undefined;
  /** Labels for known keys (a template's field labels); other keys are spelled out from the key. */
  labels?: Record<string, string>;
  cols?: number;
}

/** Key/value pairs of a brief's additional fields; lists show as tags. Renders nothing when all are empty. */
export function AdditionalFieldsList({ fields, labels, cols = 2 }: AdditionalFieldsListProps) {
  const entries = filledAdditionalFields(fields);
  if (entries.length === 0) return null;
  return (
    <ResponsiveGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {entries.map(([key, value]) => (
        <div key={key} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
            {labels?.[key] ?? humanizeKey(key)}
          </Text>
          <Text component="dd" m={0} mt={2} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {Array.isArray(value) ? (
              <Group component="span" gap={6} mt={2}>
                {value
                  .filter((item) => item.trim() !== '')
                  .map((item) => (
                    <Badge key={item} variant="light" color="gray" tt="none" fw={500}>
                      {humanizeValue(item)}
                    </Badge>
                  ))}
              </Group>
            ) : (
              humanizeValue(value)
            )}
          </Text>
        </div>
      ))}
    </ResponsiveGrid>
  );
}
