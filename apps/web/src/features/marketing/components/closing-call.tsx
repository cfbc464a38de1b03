import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './closing-call.module.css';

export function ClosingCall() {
  return (
    <Box component="section" py={{ base: 56, md: 96 }} aria-labelledby="closing-title">
      <Container size="lg">
        <Box className={classes.band}>
          <Title id="closing-title" order={2} c="white" fz={{ base: 26, md: 34 }} lts={-0.5}>
            Start with your first brief, or your first submission
          </Title>
          <Text c="rgba(255,255,255,0.85)" mt="sm" maw={560} mx="auto">
            Creating an account is free. Brands pay when they fund a brief; creators never pay to apply.
          </Text>
          <Group justify="center" gap="sm" mt="xl">
            <Button component={Link} to={paths.auth.brandRegister.getHref()} size="md" variant="white">
              Register as Brand
            </Button>
            <Button
              component={Link}
              to={paths.auth.creatorRegister.getHref()}
              size="md"
              variant="outline"
              color="white"
              className={classes.outline}
            >
              Register as Creator
            </Button>
          </Group>
        </Box>
      </Container>
    </Box>
  );
}
