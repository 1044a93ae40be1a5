/** Polls `probe` until `done` holds of its answer or `ms` have passed; the last answer either way. */
export async function until<T>(probe: () => Promise<T>, done: (answer: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  let answer = await probe();
  while (!done(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await probe();
  }
  return answer;
}
