import { useLocation } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { readPrefilledUsername } from '@/features/auth/utils/login-prefill';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readNotice } from '@/lib/location-notice';

export function LoginRoute() {
  useDocumentTitle('Log In');
  const location = useLocation();
  return (
    <LoginForm
      notice={readNotice(location.state)}
      username={readPrefilledUsername(location.state)}
    />
  );
}
