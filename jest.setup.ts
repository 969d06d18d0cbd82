import '@testing-library/jest-dom';
import { applyRunSeed } from './test/fast-check-seed';

applyRunSeed();
