import type { LatencyBudget } from './report.ts';
import type { HttpRequestSpec, LoadFigures } from './measure.ts';
import type { FloorDatabase } from './replay.ts';

// A write case of the load stage. Its floor cannot always be the same statements sent again (new ids, unique
// keys, mail on the wire): a case gives a floor only where a replay does the same work, and its note says what
// the floor is or why there is none.

export interface WriteCase {
  name: string;
  /** The API request; absent for a case driven over another protocol (inbound SMTP). */
  http?: HttpRequestSpec;
  /** Drives the case itself at `connections` for `seconds` (inbound SMTP), instead of `http`. */
  drive?: (server: { url: string; smtpPort: number }, connections: number, seconds: number) => Promise<LoadFigures>;
  /** The floor's runner on `database`, called with its caller's number; undefined: no honest floor. */
  floor?: (database: FloorDatabase) => (caller: number) => Promise<void>;
  /** The connections this case is run at, when not every configured one can be (the SMTP listener's limits). */
  connections?: (configured: number) => number;
  /** After its API runs: waits for the background work they left (`answered` requests) and describes it. */
  settle?: (answered: number) => Promise<string>;
  note: string;
  budget?: LatencyBudget;
}
