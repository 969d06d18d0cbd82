/**
 * The PostgreSQL notification channel on which a deleted result's id is announced, so every
 * instance's front server (server/invalidation.ts) drops its cached pages of that result.
 */
export const RESULT_DELETED_CHANNEL = 'bigfive_result_deleted';
