import { useDocumentTitle } from '@mantine/hooks';
import { BrandRegistrationWizard } from '../components/brand-registration-wizard';

export function BrandRegisterRoute() {
  useDocumentTitle('Register as a brand · Briefly');
  return <BrandRegistrationWizard />;
}
