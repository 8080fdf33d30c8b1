import { bigserial, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member, userAccount } from './accounts';

/** LINKED: the member's record in the medical-record system is known; AMBIGUOUS: their document and birth date found several, for staff to resolve. */
export const medicalLinkStatus = pgEnum('medical_link_status', ['LINKED', 'AMBIGUOUS']);
export const medicalAuditAction = pgEnum('medical_audit_action', ['READ', 'SEARCH', 'LINK', 'CREATE', 'PUSH', 'PULL', 'UNLINK', 'RESOLVE']);

/** A member's link to their FHIR Patient (docs/privacy.md "Medical-record link"); no row = not linked. */
export const medicalLink = pgTable('medical_link', {
  memberId: text('member_id').primaryKey().references(() => member.id, { onDelete: 'cascade' }),
  status: medicalLinkStatus('status').notNull(),
  /** The FHIR Patient id (LINKED); null while AMBIGUOUS. */
  patientId: text('patient_id'),
  /** AMBIGUOUS: the Patient ids the search found. */
  candidates: jsonb('candidates').$type<string[]>().notNull().default([]),
  linkedAt: timestamp('linked_at', { withTimezone: true }),
  linkedBy: text('linked_by').references(() => userAccount.id, { onDelete: 'set null' }),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('medical_link_patient_uq').on(t.patientId), index('medical_link_status_idx').on(t.status)]);

/**
 * Every read and write of medical-record data: who, when, what (append-only — a trigger refuses
 * changes, except the ids going null when an account is erased). Viewable by administrators.
 */
export const medicalAudit = pgTable('medical_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorId: text('actor_id').references(() => userAccount.id, { onDelete: 'set null' }),
  memberId: text('member_id').references(() => member.id, { onDelete: 'set null' }),
  action: medicalAuditAction('action').notNull(),
  patientId: text('patient_id'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
}, (t) => [index('medical_audit_member_idx').on(t.memberId, t.at), index('medical_audit_at_idx').on(t.at)]);
