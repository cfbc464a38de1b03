import { Alert, Anchor, Box, Button, Flex, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './registration-wizard.module.css';

export interface WizardStep {
  title: string;
  /** Label under the stepper icon (desktop); the title is the step's heading. */
  short: string;
  description: string;
  icon: ReactNode;
}

interface RegistrationWizardProps {
  heading: string;
  subheading: string;
  steps: readonly WizardStep[];
  active: number;
  /** The message shown above the step (a refused Next, or a failed submit). */
  error: string | null;
  /** Next was pressed (or Enter in a field) on a step that is not the last. */
  onNext: () => void;
  onPrevious: () => void;
  /** The last step was submitted. */
  onSubmit: () => void;
  /** Jump back to an earlier step from the stepper (moving back is always allowed). */
  onStepClick: (step: number) => void;
  submitLabel: string;
  submitting: boolean;
  /** Next is asking the server (the email check): it shows progress and is not pressed twice. */
  checking?: boolean;
  /** Optional content above the fields of the current step (e.g. the Google option on step 1). */
  aside?: ReactNode;
  children: ReactNode;
  /** The form element (lib/typed-before-hydration.ts picks up what was typed before the page hydrated). */
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The frame shared by the brand and creator wizards: progress, the current step's fields, and
 * Previous / Next / Create account. The form element makes Enter in any field press Next.
 */
export function RegistrationWizard({
  heading,
  subheading,
  steps,
  active,
  error,
  onNext,
  onPrevious,
  onSubmit,
  onStepClick,
  submitLabel,
  submitting,
  checking = false,
  aside,
  children,
  formRef,
}: RegistrationWizardProps) {
  const isLast = active === steps.length - 1;
  const step = steps[active];
  const fieldsRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Keyboard users land in the first field of each new step.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const first = fieldsRef.current?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [role="radio"]',
    );
    first?.focus();
  }, [active]);

  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || checking) return;
    if (isLast) onSubmit();
    else onNext();
  };

  return (
    <Paper withBorder shadow="md" radius="lg" w="100%" maw={800} className={classes.card}>
      <Box className={classes.top} p={{ base: 'md', xs: 'lg', sm: 'xl' }} pb={{ base: 'md', sm: 'lg' }}>
        <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2}>
          {heading}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {subheading}
        </Text>

        <Box visibleFrom="sm" mt="xl">
          <Stepper
            active={active}
            onStepClick={onStepClick}
            allowNextStepsSelect={false}
            size="sm"
            labelPosition="bottom"
            wrap={false}
            role="group"
            aria-label="Registration progress"
          >
            {steps.map((item) => (
              <Stepper.Step key={item.title} label={item.short} icon={item.icon} aria-label={item.title} />
            ))}
          </Stepper>
        </Box>

        <Box hiddenFrom="sm" mt="md">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
            Step {active + 1} of {steps.length}
          </Text>
          <Progress
            value={((active + 1) / steps.length) * 100}
            size="sm"
            mt={6}
            aria-label={`Step ${active + 1} of ${steps.length}`}
          />
        </Box>
      </Box>

      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="wizard-step-title">
        <Stack gap="lg" p={{ base: 'md', xs: 'lg', sm: 'xl' }} pt={{ base: 'md', sm: 'lg' }}>
          <div>
            <Title order={2} fz={{ base: 18, sm: 20 }} id="wizard-step-title">
              {step?.title}
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              {step?.description}
            </Text>
          </div>

          {error ? (
            <Alert ref={errorRef} color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}

          {aside}

          <div ref={fieldsRef}>{children}</div>

          <Flex
            direction={{ base: 'column-reverse', xs: 'row' }}
            justify="space-between"
            gap="sm"
            pt="md"
            className={classes.actions}
          >
            <Button
              type="button"
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={onPrevious}
              disabled={active === 0 || submitting}
              className={classes.actionButton}
            >
              Previous
            </Button>
            {isLast ? (
              <Button type="submit" disabled={submitting} className={classes.actionButton}>
                {submitting ? 'Creating Account...' : submitLabel}
              </Button>
            ) : (
              <Button
                type="submit"
                rightSection={<IconArrowRight size={16} />}
                loading={checking}
                className={classes.actionButton}
              >
                Next
              </Button>
            )}
          </Flex>

          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
