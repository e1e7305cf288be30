/**
 * One message at a time between the moment a relay can accept it (its last byte handed over) and the record that
 * it did. A process killed in that moment has given the relay a message it will send again after the restart
 * (nothing tells it the relay has it): with sends side by side, only this keeps that at one message per crash.
 * It costs each message one round trip with the relay (its answer to the last byte) and one statement, in turn;
 * everything else of a send (connecting, the envelope, the body, the rest of the record) runs side by side.
 */
export class AcceptanceLane {
  private last: Promise<void> = Promise.resolve();

  /** Resolves, in turn, with the function that lets the next one in. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const turn = this.last.then(() => release);
    this.last = this.last.then(() => done);
    return turn;
  }
}
