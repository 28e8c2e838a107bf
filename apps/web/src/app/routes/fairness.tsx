import { VerifierScreen } from '@/features/fairness/components/verifier-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /fairness: the draw verifier, public and offline (it asks the server nothing). */
export function FairnessRoute() {
  useDocumentTitle('Verify a Draw');
  return <VerifierScreen />;
}
