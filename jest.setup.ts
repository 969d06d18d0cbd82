import '@testing-library/jest-dom';
import { applyRunSeed } from './test/fast-check-seed';

applyRunSeed();
import { setLogSink } from './lib/ops/log';

// The server's JSON log lines (one per API request) would bury the test output; tests about the
// log collect them with their own sink.
setLogSink({ out: () => undefined, err: () => undefined });
