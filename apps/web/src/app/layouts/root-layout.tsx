import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import classes from './root-layout.module.css';

/** Root of every route: scroll restoration and a thin progress bar while a lazy page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      {busy ? (
        <Progress value={100} animated size={3} radius={0} className={classes.progress} aria-label="Loading page" />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
