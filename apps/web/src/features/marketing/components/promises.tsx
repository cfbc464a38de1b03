import { Box, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { IconBolt, IconScale, IconShieldCheck } from '@tabler/icons-react';
import classes from './promises.module.css';

const PROMISES = [
  {
    icon: IconShieldCheck,
    color: 'teal',
    title: 'Secure transactions',
    text: 'Reward pools are paid up front and every movement of money is recorded. Card and bank numbers are never stored in full.',
  },
  {
    icon: IconBolt,
    color: 'brand',
    title: 'Fast matching',
    text: 'Funded briefs are listed in the public marketplace as soon as they go live, so creators can find and answer them directly.',
  },
  {
    icon: IconScale,
    color: 'blue',
    title: 'Fair payments',
    text: 'Reward tiers are set before any work starts, and the platform fee is shown to both sides before anyone commits.',
  },
] as const;

export function Promises() {
  return (
    <Box component="section" py={{ base: 56, md: 96 }} aria-labelledby="promises-title">
      <Container size="xl">
        <Stack gap={6} align="center" ta="center" mb={{ base: 32, md: 48 }}>
          <Text c="brand" fw={700} size="sm" tt="uppercase" lts={1}>
            Our promises
          </Text>
          <Title id="promises-title" order={2} fz={{ base: 28, md: 36 }} lts={-0.5}>
            Built for trust on both sides
          </Title>
        </Stack>
        <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'md', md: 'xl' }}>
          {PROMISES.map((promise) => {
            const PromiseIcon = promise.icon;
            return (
              <Box key={promise.title} className={classes.card}>
                <ThemeIcon size={48} radius="md" variant="light" color={promise.color}>
                  <PromiseIcon size={26} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {promise.title}
                </Title>
                <Text c="dimmed" mt={6} lh={1.6}>
                  {promise.text}
                </Text>
              </Box>
            );
          })}
        </ResponsiveGrid>
      </Container>
    </Box>
  );
}
