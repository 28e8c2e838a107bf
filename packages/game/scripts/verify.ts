/**
 * `npm run -s verify -- --server-seed S --client-seed C --nonce N --box B --amount A --pity P`
 * (or `--forge --materials a,b,c`): recomputes a draw or a forging from the seeds a
 * rotation revealed and prints the items as JSON (docs/fairness.md). No server call.
 */
import { parseVerifyArgs, runVerify, VERIFY_USAGE } from '../src/fair-verify';

const parsed = parseVerifyArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.error}\n\n${VERIFY_USAGE}`);
  process.exitCode = 2;
} else if (parsed.help) {
  console.log(VERIFY_USAGE);
} else {
  const result = runVerify(parsed.request);
  if (result.ok) {
    console.log(JSON.stringify(result.items, null, 2));
  } else {
    console.error(result.error);
    process.exitCode = 1;
  }
}
