import { BRIEF_TEMPLATES, type BriefTemplateId } from '@briefly/shared/briefs';
import { Badge, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBrandInstagram,
  IconBrandX,
  IconGift,
  IconMicrophone,
  IconPencilPlus,
  IconShoppingBag,
  type Icon,
} from '@tabler/icons-react';
import classes from './template-picker.module.css';

const TEMPLATE_ICONS: Record<BriefTemplateId, Icon> = {
  'podcast-live': IconMicrophone,
  'ecommerce-product': IconShoppingBag,
  'talent-giveaway': IconGift,
  tweets: IconBrandX,
  'ig-story-blitz': IconBrandInstagram,
};

interface TemplatePickerProps {
  selected: BriefTemplateId | null | undefined;
  onPick: (template: BriefTemplateId | null) => void;
}

/** Step 1 of Create Brief: one of the five templates, or start from scratch (docs/product/briefs.md#templates). */
export function TemplatePicker({ selected, onPick }: TemplatePickerProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {BRIEF_TEMPLATES.map((template) => {
        const TemplateIcon = TEMPLATE_ICONS[template.id];
        return (
          <UnstyledButton
            key={template.id}
            className={classes.card}
            data-selected={selected === template.id || undefined}
            aria-pressed={selected === template.id}
            onClick={() => onPick(template.id)}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md">
                <TemplateIcon size={22} stroke={1.6} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{template.name}</Text>
                <Text size="sm" c="dimmed" mt={2}>
                  {template.description}
                </Text>
                <Group gap={4} mt="xs">
                  {template.fields.map((field) => (
                    <Badge key={field.key} size="xs" variant="default" tt="none" fw={500}>
                      {field.label}
                    </Badge>
                  ))}
                </Group>
              </div>
            </Group>
          </UnstyledButton>
        );
      })}
      <UnstyledButton
        className={classes.card}
        data-scratch
        data-selected={selected === null || undefined}
        aria-pressed={selected === null}
        onClick={() => onPick(null)}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="default" size={40} radius="md">
            <IconPencilPlus size={22} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Text fw={600}>Start from scratch</Text>
            <Text size="sm" c="dimmed" mt={2}>
              A blank brief without template fields.
            </Text>
          </div>
        </Group>
      </UnstyledButton>
    </SimpleGrid>
  );
}
