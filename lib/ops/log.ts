/*
 * The server's structured log: one JSON object per line, for any log collector. Not `server-only`:
 * instrumentation.ts (startup, shutdown, errors Next.js reports) writes through it as well as the
 * route handlers. What goes in is chosen by the callers; this file only adds time and level and
 * makes sure a line stays one line.
 */

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

/** Where lines go; tests replace it. */
export interface LogSink {
  out(line: string): void;
  err(line: string): void;
}

const processSink: LogSink = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

let sink: LogSink = processSink;

/** For tests: collect lines instead of printing them; returns a function that restores printing. */
export function setLogSink(next: LogSink): () => void {
  sink = next;
  return () => {
    sink = processSink;
  };
}

/** Writes one line: info to stdout, warnings and errors to stderr. */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'info') sink.out(line);
  else sink.err(line);
}

/**
 * What an error may say in a log: its class, code and first line, never its stack or details
 * (PostgreSQL's `detail` can quote stored values) nor anything past 300 characters.
 */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 300) };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code =
    (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  return {
    name: error.name,
    message: error.message.split('\n')[0]!.slice(0, 300),
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause ? { cause: `${cause.name}: ${cause.message.split('\n')[0]!.slice(0, 300)}` } : {}),
  };
}
