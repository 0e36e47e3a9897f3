// A line for slow work with a fixed number of places and a fixed length: at most `concurrency`
// tasks run at once, at most `maxWaiting` wait (first come, first served), and one more is
// refused at once instead of waiting behind work it could never reach in time. (p-limit bounds
// the running tasks but never the waiting ones, which is the half that matters under a flood.)

export interface BoundedQueueOptions {
  concurrency: number;
  maxWaiting: number;
  /** The error thrown for a task that finds the line full. */
  refusal: () => Error;
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: BoundedQueueOptions) {}

  /** Tasks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** True when one more task would be refused. */
  get full(): boolean {
    return (
      this.running >= this.options.concurrency && this.waiting.length >= this.options.maxWaiting
    );
  }

  /** Runs `work` when a place is free; throws `refusal()` when the line is already full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxWaiting) throw this.options.refusal();
      // The place is handed over by the task that leaves it, so `running` never drops between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
