import { z } from 'zod';
import { MEMBER_ID } from '../../common/member-manage.schema';
import { medicalLinkInput, medicalListQuery, medicalPullInput, medicalSearchInput } from '../../common/medical';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';

const memberParams = z.object({ id: z.string().regex(MEMBER_ID) });
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const auditQuery = z.object({ memberId: z.string().regex(MEMBER_ID).optional(), page });
const ok = { ok: true };

/**
 * The medical-record link (FHIR R4; docs/privacy.md "Medical-record link"). Members act on their own
 * record; staff need MEDICAL_RECORD_VIEW to look and MEDICAL_RECORD_EDIT to link or unlink for a
 * member; the audit is for administrators. Every read of the record system is audited.
 */
export function medicalRoutes(services: AppServices): AnyRoute[] {
  const m = services.medical;
  return [
    route({
      method: 'get', path: '/api/user/medical', access: 'member',
      summary: "The member's link to their medical record and, when linked, the record compared field by field with the profile (audited as a read)",
      handler: async (c, { actor }) => c.json(await m.status(actor.id, actor.id)),
    }),
    route({
      method: 'post', path: '/api/user/medical/search', access: 'member', body: medicalSearchInput,
      limits: [{ name: 'medical-search', limit: 20, windowMs: 3_600_000 }],
      summary: "Searches the record system by the member's own document and birth date (name or phone only compared); each result compared with the profile; several mark the member for staff",
      handler: async (c, { actor, body }) => c.json(await m.search(actor.id, actor.id, body)),
    }),
    route({
      method: 'post', path: '/api/user/medical/link', access: 'member', body: medicalLinkInput,
      summary: 'Links the member to a found record (it must carry their document and birth date)',
      handler: async (c, { actor, body }) => c.json({ record: await m.link(actor.id, actor.id, body.patientId, 'LINK') }),
    }),
    route({
      method: 'post', path: '/api/user/medical/create', access: 'member',
      summary: 'Creates a new Patient from the profile and links it (refused when the record system already holds the document and birth date)',
      handler: async (c, { actor }) => c.json({ record: await m.create(actor.id, actor.id) }),
    }),
    route({
      method: 'post', path: '/api/user/medical/push', access: 'member',
      summary: 'Sends profile changes (name, gender, phone, e-mail, member code) to the linked record',
      handler: async (c, { actor }) => c.json({ record: await m.push(actor.id, actor.id) }),
    }),
    route({
      method: 'post', path: '/api/user/medical/pull', access: 'member', body: medicalPullInput,
      summary: 'Takes the corrections the member accepts (name, gender, e-mail) from the linked record into the profile',
      handler: async (c, { actor, body }) => c.json(await m.pull(actor.id, actor.id, body.fields)),
    }),
    route({
      method: 'delete', path: '/api/user/medical/link', access: 'member',
      summary: 'Unlinks the medical record (the record system keeps it)',
      handler: async (c, { actor }) => (await m.unlink(actor.id, actor.id), c.json(ok)),
    }),
    route({
      method: 'get', path: '/api/manage/medical/members', access: 'staff', permission: perm.view('MEDICAL_RECORD'), query: medicalListQuery,
      summary: 'Members by medical-record link status (UNLINKED, AMBIGUOUS, LINKED), document numbers masked',
      handler: async (c, { query }) => c.json(await m.list(query)),
    }),
    route({
      method: 'get', path: '/api/manage/medical/members/{id}', access: 'staff', permission: perm.view('MEDICAL_RECORD'), params: memberParams,
      summary: "One member's link with the linked record, or every ambiguous candidate, compared with the profile (each read audited)",
      handler: async (c, { actor, params }) => c.json(await m.detail(actor.id, params.id)),
    }),
    route({
      method: 'post', path: '/api/manage/medical/members/{id}/link', access: 'staff', permission: perm.edit('MEDICAL_RECORD'), params: memberParams, body: medicalLinkInput,
      summary: "Resolves a member's match: links the chosen record (it must carry their document and birth date)",
      handler: async (c, { actor, params, body }) => c.json({ record: await m.link(actor.id, params.id, body.patientId, 'RESOLVE') }),
    }),
    route({
      method: 'delete', path: '/api/manage/medical/members/{id}/link', access: 'staff', permission: perm.edit('MEDICAL_RECORD'), params: memberParams,
      summary: "Unlinks a member's medical record or clears an ambiguous match",
      handler: async (c, { actor, params }) => (await m.unlink(actor.id, params.id), c.json(ok)),
    }),
    route({
      method: 'get', path: '/api/manage/medical/sync-log', access: 'staff', permission: perm.view('MEDICAL_RECORD'), query: auditQuery,
      summary: 'The sync log: every link, creation, push, pull, resolution and unlink, newest first',
      handler: async (c, { query }) => c.json(await m.auditLog({ ...query, writes: true })),
    }),
    route({
      method: 'get', path: '/api/manage/medical/audit', access: 'staff', permission: perm.admin, query: auditQuery,
      summary: 'The medical-record audit for administrators: every read and write (who, when, what), newest first',
      handler: async (c, { query }) => c.json(await m.auditLog(query)),
    }),
  ];
}
