/**
 * Runs a command line's main and exits with its code. An invalid configuration is
 * told as itself (like the server does), anything else unexpected with its stack.
 */
export function runCommandLine(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof Error && err.message.startsWith('Invalid configuration')) {
        console.error(err.message);
      } else {
        console.error(err);
      }
      process.exit(1);
    },
  );
}
