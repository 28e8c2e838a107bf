import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** False until the page has first been idle after this component mounted (lib/when-idle). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
