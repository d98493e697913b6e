// Types of prepared-statements.mjs (plain JavaScript: PGlite's thread imports it).

export const KEPT_STATEMENTS: number;

export interface PipelinePlan {
  /** Each statement's name, and whether the pipeline parses it (new). */
  steps: { name: string; parse: boolean }[];
  /** The new statements' names by text. */
  fresh: Map<string, string>;
  /** Names the pipeline closes first. */
  closing: string[];
}

export class PreparedStatements {
  constructor(limit?: number);
  readonly size: number;
  plan(statements: readonly { sql: string }[]): PipelinePlan;
  done(plan: PipelinePlan): void;
  failed(plan: PipelinePlan): void;
  forgetAll(): void;
  resendIfColumnsChanged<T>(send: () => Promise<T>): Promise<T>;
}
