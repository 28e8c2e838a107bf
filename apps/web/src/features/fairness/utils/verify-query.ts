/** Where the verifier lives; it reads what to check from its query string. */
export const VERIFY_PATH = '/fairness';

export type VerifyMode = 'draw' | 'forge';

/** The verifier's form, as typed: every field a string until it is checked. */
export interface VerifyFields {
  mode: VerifyMode;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The committed hash, optional: checked against the seed's SHA-256 when given. */
  serverSeedHash: string;
  box: string;
  amount: string;
  pityBefore: string;
  materials: [string, string, string];
}

/** The query string's names, short and stable: links in old draws keep working. */
const PARAMS = {
  serverSeed: 'server_seed',
  clientSeed: 'client_seed',
  nonce: 'nonce',
  serverSeedHash: 'hash',
  box: 'box',
  amount: 'amount',
  pityBefore: 'pity',
} as const;

export const EMPTY_FIELDS: VerifyFields = {
  mode: 'draw',
  serverSeed: '',
  clientSeed: '',
  nonce: '',
  serverSeedHash: '',
  box: '0',
  amount: '1',
  pityBefore: '0',
  materials: ['', '', ''],
};

/** The verifier's address with these fields filled in (those not given are left out). */
export function verifyLink(fields: Partial<VerifyFields>): string {
  const query = new URLSearchParams();
  if (fields.mode === 'forge') query.set('mode', 'forge');
  for (const [key, name] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) {
    const value = fields[key];
    if (value !== undefined && value !== '') query.set(name, value);
  }
  if (fields.materials?.some(Boolean)) query.set('materials', fields.materials.join(','));
  const text = query.toString();
  return text ? `${VERIFY_PATH}?${text}` : VERIFY_PATH;
}

/** The form as a link left it; whatever it does not say keeps the empty form's value. */
export function readVerifyQuery(search: URLSearchParams): VerifyFields {
  const fields: VerifyFields = { ...EMPTY_FIELDS, materials: [...EMPTY_FIELDS.materials] };
  if (search.get('mode') === 'forge') fields.mode = 'forge';
  for (const [key, name] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) {
    const value = search.get(name);
    if (value !== null) fields[key] = value;
  }
  const materials = search.get('materials')?.split(',') ?? [];
  fields.materials = [0, 1, 2].map((i) => materials[i] ?? '') as VerifyFields['materials'];
  return fields;
}

/** What was rolled: a draw request on a box, or a forging of three materials. */
export type FairTarget =
  { kind: 'draw'; box: number; amount: number } | { kind: 'forge'; materials: readonly string[] };

/** The verifier filled in for one roll, the seed itself once it has been revealed. */
export function rollVerifyLink(
  seeds: { server_seed_hash: string; client_seed: string; nonce: number; pity_before: number },
  target: FairTarget,
  serverSeed: string | null,
): string {
  if (target.kind === 'draw') return drawVerifyLink(seeds, target.box, target.amount, serverSeed);
  return verifyLink({
    mode: 'forge',
    serverSeed: serverSeed ?? '',
    clientSeed: seeds.client_seed,
    nonce: String(seeds.nonce),
    serverSeedHash: seeds.server_seed_hash,
    materials: [0, 1, 2].map((i) => target.materials[i] ?? '') as VerifyFields['materials'],
  });
}

/** The verifier filled in for one draw; the seed itself once it has been revealed. */
export function drawVerifyLink(
  draw: { server_seed_hash: string; client_seed: string; nonce: number; pity_before: number },
  box: number,
  amount: number,
  serverSeed: string | null,
): string {
  return verifyLink({
    serverSeed: serverSeed ?? '',
    clientSeed: draw.client_seed,
    nonce: String(draw.nonce),
    serverSeedHash: draw.server_seed_hash,
    box: String(box),
    amount: String(amount),
    pityBefore: String(draw.pity_before),
  });
}
