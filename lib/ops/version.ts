import pkg from '@/package.json';

/** The running release, as package.json names it (health probe, startup log). */
export const appVersion: string = pkg.version;
