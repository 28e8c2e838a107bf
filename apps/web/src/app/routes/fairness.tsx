import { useLocation } from 'react-router';
import { VerifierScreen } from '@/features/fairness/components/verifier-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /fairness: the draw verifier, public and offline (it asks the server nothing). */
export function FairnessRoute() {
  useDocumentTitle('Verify a Draw');
  const { search } = useLocation();
  // A link to another draw (the list of draws on one seed) fills the form afresh.
  return <VerifierScreen key={search} />;
}
