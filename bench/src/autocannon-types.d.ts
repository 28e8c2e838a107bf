// autocannon ships no types and @types/autocannon is not installed: this declares the
// part of its programmatic API the harness uses (see node_modules/autocannon/README.md).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  /** One request of a per-connection sequence; the context is fresh for every pass. */
  export interface AutocannonRequest extends RequestData {
    setupRequest?: (req: RequestData, context: Record<string, unknown>) => RequestData;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    requests?: AutocannonRequest[];
    excludeErrorStats?: boolean;
    title?: string;
  }

  export interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(
    options: AutocannonOptions,
    callback: (err: Error | null, result: AutocannonResult) => void,
  ): Instance;

  export default autocannon;
}
