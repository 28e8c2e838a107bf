/** Statements sent to the database while `work` runs. */
export async function statementsDuring(
  instruments: { observeQueryTimes(observe: (seconds: number) => void): () => void },
  work: () => Promise<unknown>,
): Promise<number> {
  let count = 0;
  const stop = instruments.observeQueryTimes(() => count++);
  try {
    await work();
  } finally {
    stop();
  }
  return count;
}
