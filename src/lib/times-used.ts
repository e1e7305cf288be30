/** "Not used yet", "Used once", "Used 12 times": how often the team used a snippet or an AI answer. */
export function timesUsed(count: number): string {
  if (count === 0) return 'Not used yet';
  return count === 1 ? 'Used once' : `Used ${count.toLocaleString('en-US')} times`;
}
