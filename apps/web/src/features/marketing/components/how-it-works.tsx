import { Badge, Box, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { IconArrowRight, IconBuildingSkyscraper, IconPalette } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './how-it-works.module.css';

interface Journey {
  id: string;
  audience: string;
  title: string;
  icon: ReactNode;
  color: string;
  steps: ReadonlyArray<{ title: string; text: string }>;
  cta: { label: string; href: string };
}

const JOURNEYS: readonly Journey[] = [
  {
    id: 'brands',
    audience: 'For brands',
    title: 'Get work from creators who compete to deliver',
    icon: <IconBuildingSkyscraper size={22} stroke={1.6} />,
    color: 'brand',
    steps: [
      { title: 'Write a brief', text: 'Describe the task, set a deadline and split the reward into winner tiers.' },
      { title: 'Fund it', text: 'Pay the reward pool up front; the brief then goes live in the marketplace.' },
      { title: 'Pick the winners', text: 'Review submissions, shortlist the best and pay the winners from the pool.' },
    ],
    cta: { label: 'Register as Brand', href: paths.auth.brandRegister.getHref() },
  },
  {
    id: 'creators',
    audience: 'For creators',
    title: 'Answer briefs that are already paid for',
    icon: <IconPalette size={22} stroke={1.6} />,
    color: 'teal',
    steps: [
      { title: 'Find a brief', text: 'Browse funded briefs and read exactly what each brand asks for and pays.' },
      { title: 'Submit your work', text: 'Send a link to your content before the deadline.' },
      { title: 'Get paid', text: 'Win cash to your payout account, in-app credit you can withdraw, or a prize.' },
    ],
    cta: { label: 'Register as Creator', href: paths.auth.creatorRegister.getHref() },
  },
];

export function HowItWorks() {
  return (
    <Box component="section" py={{ base: 56, md: 96 }} className={classes.section} aria-labelledby="how-title">
      <Container size="xl">
        <Stack gap={6} align="center" ta="center" mb={{ base: 32, md: 48 }}>
          <Text c="brand" fw={700} size="sm" tt="uppercase" lts={1}>
            How it works
          </Text>
          <Title id="how-title" order={2} fz={{ base: 28, md: 36 }} lts={-0.5}>
            Two sides, one simple flow
          </Title>
        </Stack>
        <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'md', md: 'xl' }}>
          {JOURNEYS.map((journey) => (
            <Paper key={journey.id} withBorder p={{ base: 'lg', sm: 'xl' }} radius="lg" className={classes.card}>
              <Stack gap="lg" h="100%">
                <div>
                  <Badge
                    variant="light"
                    color={journey.color}
                    leftSection={journey.icon}
                    size="lg"
                    radius="sm"
                    tt="none"
                  >
                    {journey.audience}
                  </Badge>
                  <Title order={3} fz={{ base: 20, sm: 24 }} mt="md" lts={-0.3}>
                    {journey.title}
                  </Title>
                </div>
                {/* A plain list, not Mantine's List: its item wraps the icon and the text in <span>s, where
                    the step number's box and the paragraphs are not allowed (valid HTML, issue 39). */}
                <Stack component="ol" gap="md" className={classes.list}>
                  {journey.steps.map((step, index) => (
                    <Group component="li" key={step.title} gap="md" align="flex-start" wrap="nowrap">
                      <ThemeIcon radius="xl" size={30} variant="filled" color={journey.color}>
                        <Text component="span" fw={700} size="sm" c="white">
                          {index + 1}
                        </Text>
                      </ThemeIcon>
                      <div>
                        <Text fw={600}>{step.title}</Text>
                        <Text size="sm" c="dimmed">
                          {step.text}
                        </Text>
                      </div>
                    </Group>
                  ))}
                </Stack>
                <Button
                  component={Link}
                  to={journey.cta.href}
                  variant="light"
                  color={journey.color}
                  rightSection={<IconArrowRight size={16} />}
                  mt="auto"
                  w={{ base: '100%', xs: 'fit-content' }}
                >
                  {journey.cta.label}
                </Button>
              </Stack>
            </Paper>
          ))}
        </ResponsiveGrid>
      </Container>
    </Box>
  );
}
