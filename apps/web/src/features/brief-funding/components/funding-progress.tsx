import { Progress, SimpleGrid, Text } from '@mantine/core';
import type { FundingStep } from './use-funding-flow';

const STEP_INDEX: Record<FundingStep, number> = { ready: 0, processing: 1, creating: 2, success: 3 };

/** Three short bars: card details, payment, then the brief (or its funding). */
export function FundingProgress({ step, lastLabel }: { step: FundingStep; lastLabel: string }) {
  const current = STEP_INDEX[step];
  const labels = ['Card details', 'Payment', lastLabel];
  return (
    <SimpleGrid
      cols={3}
      spacing={6}
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Payment progress"
      data-step={step}
    >
      {labels.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={label} aria-current={active ? 'step' : undefined}>
            <Progress
              value={done || active ? 100 : 0}
              animated={active && index > 0}
              size={4}
              color={done ? 'teal' : undefined}
              aria-hidden="true"
            />
            <Text size="xs" mt={4} fw={active ? 700 : 500} c={done || active ? undefined : 'dimmed'}>
              {label}
            </Text>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
