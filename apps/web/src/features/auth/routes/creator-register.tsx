import { useDocumentTitle } from '@mantine/hooks';
import { CreatorRegistrationWizard } from '../components/creator-registration-wizard';

export function CreatorRegisterRoute() {
  useDocumentTitle('Register as a creator · Briefly');
  return <CreatorRegistrationWizard />;
}
