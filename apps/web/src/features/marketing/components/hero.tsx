import { Anchor, Badge, Box, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCoins, IconFilePlus, IconSend, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './hero.module.css';

const FLOW = [
  {
    icon: IconFilePlus,
    title: 'A brand posts a brief',
    text: 'The task, the deadline and the reward tiers for the winners.',
    color: 'brand',
  },
  {
    icon: IconCoins,
    title: 'The reward pool is funded',
    text: 'Paid up front, before the brief goes live.',
    color: 'teal',
  },
  {
    icon: IconSend,
    title: 'Creators submit their work',
    text: 'A link to the content, sent before the deadline.',
    color: 'blue',
  },
  {
    icon: IconTrophy,
    title: 'Winners are paid',
    text: 'Cash, in-app credit or a prize, from the funded pool.',
    color: 'grape',
  },
] as const;

export function Hero() {
  return (
    <Box component="section" className={classes.section} aria-labelledby="hero-title">
      <Container size="xl" className={classes.inner}>
        <Stack gap="lg" className={classes.copy}>
          <Badge variant="light" size="lg" radius="sm" w="fit-content" className={classes.eyebrow}>
            The marketplace for funded creative briefs
          </Badge>
          <Title id="hero-title" order={1} className={classes.title}>
            Brands post funded briefs. <span className={classes.highlight}>Creators deliver and get paid.</span>
          </Title>
          <Text size="lg" c="dimmed" className={classes.lead}>
            Briefly connects brands that need content with the creators who make it. Every brief is funded before it
            goes live, the brand picks the winners, and rewards are paid through the platform.
          </Text>

          <Group gap="sm" className={classes.primaryActions}>
            <Button component={Link} to={paths.auth.brandRegister.getHref()} size="lg" className={classes.action}>
              Register as Brand
            </Button>
            <Button
              component={Link}
              to={paths.auth.creatorRegister.getHref()}
              size="lg"
              variant="default"
              className={classes.action}
            >
              Register as Creator
            </Button>
          </Group>

          <Group gap="lg" className={classes.secondaryActions}>
            <Anchor component={Link} to={paths.marketplace.getHref()} fw={600} className={classes.link}>
              Marketplace <IconArrowRight size={16} />
            </Anchor>
            <Anchor component={Link} to={paths.auth.login.getHref()} fw={600} className={classes.link}>
              Sign In
            </Anchor>
          </Group>
        </Stack>

        <Box className={classes.visual} aria-label="How a brief works" role="img">
          <div className={classes.glow} aria-hidden="true" />
          <Stack gap={0} className={classes.flow}>
            {FLOW.map((step, index) => {
              const StepIcon = step.icon;
              return (
                <Group key={step.title} wrap="nowrap" align="flex-start" gap="md" className={classes.flowStep}>
                  <Stack gap={0} align="center" className={classes.flowRail}>
                    <ThemeIcon size={44} radius="xl" variant="light" color={step.color}>
                      <StepIcon size={22} stroke={1.7} />
                    </ThemeIcon>
                    {index < FLOW.length - 1 ? <div className={classes.flowLine} /> : null}
                  </Stack>
                  <div className={classes.flowText}>
                    <Text fw={700}>{step.title}</Text>
                    <Text size="sm" c="dimmed">
                      {step.text}
                    </Text>
                  </div>
                </Group>
              );
            })}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
