import { CloseButton, Group, Paper, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './list-toolbar.module.css';

/** The bar above an admin list: its search, filters and buttons, wrapping on phones. */
export function ListToolbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" role="search" aria-label={label}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
      </Group>
    </Paper>
  );
}

/** The toolbar's buttons (Export, Add…): side by side, sharing the row on phones. */
export function ToolbarActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <TextInput
      flex={1}
      miw={{ base: '100%', sm: 240 }}
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={18} stroke={1.6} />}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : null}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      type="search"
    />
  );
}

interface FilterSelectProps<T extends string> {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  width?: number;
}

export function FilterSelect<T extends string>({ label, options, value, onChange, width = 180 }: FilterSelectProps<T>) {
  return (
    <Select
      aria-label={label}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={(next) => {
        const option = options.find((entry) => entry.value === next);
        if (option) onChange(option.value);
      }}
      allowDeselect={false}
      w={{ base: '100%', xs: width }}
    />
  );
}
