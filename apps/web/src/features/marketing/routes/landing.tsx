import { useDocumentTitle } from '@mantine/hooks';
import { ClosingCall } from '../components/closing-call';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { Promises } from '../components/promises';

/** Landing page (spec part 1 §1). */
export function LandingRoute() {
  useDocumentTitle('Briefly · Funded briefs for brands and creators');
  return (
    <>
      <Hero />
      <Promises />
      <HowItWorks />
      <ClosingCall />
    </>
  );
}
