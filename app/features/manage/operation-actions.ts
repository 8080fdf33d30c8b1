/**
 * The operation-log verbs the back office writes today (server/domain/manage/*: recordOperation
 * calls; a staff ledger movement logs its reason), for the log's action filter; later screens add theirs.
 * Labels: manage:log.action.<verb>.
 */
export const OPERATION_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'LOCK', 'UNLOCK', 'RECOVER', 'SET_ROLES', 'SET_LANGUAGE', 'APPROVE', 'REJECT', 'PAYMENT', 'REFUND', 'CLOSE', 'ADJUST', 'SPEND', 'REDEEM', 'CANCEL_PACKAGE', 'WEATHER_CLOSE', 'WAITLIST_REMOVE', 'RETRY_JOB'] as const;
