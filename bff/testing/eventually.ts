// Waits for something that happens asynchronously (a change reaching another process's index),
// retrying the check until it passes or the time is up; the last failure is what the test reports.
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 2000, everyMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
