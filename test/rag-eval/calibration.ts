// Whether a confidence means what it says: results binned by confidence, each bin's mean confidence against the
// share of its results that are right. The expected calibration error weighs each bin's gap by its size; the Brier
// score is the mean squared distance from the truth. Shared by the fit's report and the quality test.

export interface Judgement {
  /** The confidence given. */
  p: number;
  /** 1 when the result was right, else 0. */
  right: number;
}

/** The bins' edges. */
export const CALIBRATION_BINS = [0, 0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1.0001];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

export function calibrationBins(rows: Judgement[]): Judgement[][] {
  return CALIBRATION_BINS.slice(0, -1).map((from, i) => rows.filter((r) => r.p >= from && r.p < CALIBRATION_BINS[i + 1]!));
}

export function calibrationError(rows: Judgement[]): number {
  const gaps = calibrationBins(rows).map((bin) => (bin.length ? Math.abs(mean(bin.map((r) => r.p)) - mean(bin.map((r) => r.right))) * bin.length : 0));
  return gaps.reduce((a, b) => a + b, 0) / Math.max(1, rows.length);
}

export const brierScore = (rows: Judgement[]) => mean(rows.map((r) => (r.p - r.right) ** 2));

/** One line per bin: results, their mean confidence / the share right. */
export function calibrationTable(rows: Judgement[]): string {
  const cells = calibrationBins(rows).map((bin, i) => {
    const from = CALIBRATION_BINS[i]!.toFixed(2);
    return `${from}+: ${bin.length ? `${String(bin.length).padStart(3)} ${mean(bin.map((r) => r.p)).toFixed(2)}/${mean(bin.map((r) => r.right)).toFixed(2)}` : '  -          '}`;
  });
  return `ECE ${calibrationError(rows).toFixed(3)}  Brier ${brierScore(rows).toFixed(3)}  n ${rows.length}\n      ${cells.join('  ')}`;
}
