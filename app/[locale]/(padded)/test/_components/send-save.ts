/**
 * What sending a finished test takes: the request, and the outbox for a test finished offline.
 * Imported only dynamically (see Questions), never on the test's first paint: with the API's zod
 * schemas and IndexedDB it outweighs the rest of the test, and most visits never get that far.
 */
export { postSave } from '@/lib/results/browser/save';
export { queueSave } from '@/lib/offline/browser/outbox';
export { requestBackgroundSync } from '@/lib/offline/browser/sync';
