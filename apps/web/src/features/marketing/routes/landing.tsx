import { useDocumentTitle } from '@mantine/hooks';
import { ClosingCall } from '../components/closing-call';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { Promises } from '../components/promises';

/** Landing page (docs/product/marketplace.md#landing-page). */
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
