import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function RegisterRoute() {
  useDocumentTitle('Register');
  return <RegisterForm />;
}
