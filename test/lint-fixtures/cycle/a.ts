// as: here
// rule: import/no-cycle
import { b } from './b';

export const a = () => b() + 1;
