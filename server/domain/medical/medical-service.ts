import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Patient } from '@medplum/fhirtypes';
import { maskDocId, normalizeDocId } from '../../../common/validators/doc-id';
import { accountSearch } from '../shared/account-search';
import { paginate } from '../shared/paginate';
import { type MedicalFieldDiff, type MedicalListQuery, type MedicalSearchInput } from '../../../common/medical';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { medicalAudit, medicalLink } from '../../db/schema/medical';
import type { FhirSource } from '../../integrations/fhir/fhir-source';
import { FHIR_SYSTEMS } from '../../integrations/fhir/identifiers';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';
import { comparePatient, isoBirth, matchesIdentity, patientFromProfile, pulledValues, sameName, samePhone, withProfile, type MedicalProfile } from './patient-mapping';

export type MedicalAction = (typeof medicalAudit.$inferInsert)['action'];
type Run = Db | Tx;

/** A Patient as shown beside the profile: its id and the field-by-field comparison. */
export interface PatientMatch {
  patientId: string;
  comparison: MedicalFieldDiff[];
}

export const MEDICAL_PAGE_SIZE = 50;

/**
 * The medical-record link (issue; docs/privacy.md "Medical-record link"). `actorId` is who acts: the
 * member on their own record, or staff with MEDICAL_RECORD_* (the routes check). Every read of the
 * record system and every change is written to medical_audit.
 */
export function createMedicalService(deps: { db: Db; fhir: FhirSource; now: () => Date }) {
  const { db } = deps;

  const audit = (run: Run, row: { actorId: string; memberId: string; action: MedicalAction; patientId?: string | null; detail?: Record<string, unknown> }) =>
    run.insert(medicalAudit).values({ ...row, patientId: row.patientId ?? null, detail: row.detail ?? {}, at: deps.now() });

  async function profileOf(memberId: string): Promise<MedicalProfile> {
    const [r] = await db
      .select({ m: member, phone: userAccount.phone, email: userAccount.email })
      .from(member)
      .innerJoin(userAccount, eq(userAccount.id, member.id))
      .where(and(eq(member.id, memberId), isNull(userAccount.deletedAt)));
    if (!r) throw new AppError('NOT_FOUND');
    return { memberId, code: r.m.code, fullname: r.m.fullname, gender: r.m.gender, birth: r.m.birth, docType: r.m.docType, docId: r.m.docId, phone: r.phone, email: r.email };
  }

  const linkOf = async (memberId: string) => (await db.select().from(medicalLink).where(eq(medicalLink.memberId, memberId)))[0] ?? null;

  /** Reads the linked (or a candidate) Patient, audited as READ. */
  async function readPatient(actorId: string, memberId: string, patientId: string, why: string): Promise<Patient> {
    const fhir = await deps.fhir();
    try {
      return await fhir.readPatient(patientId);
    } finally {
      await audit(db, { actorId, memberId, action: 'READ', patientId, detail: { why } });
    }
  }

  /** Patients carrying this profile's document AND birth date (the record system's search, checked again here). */
  async function findByIdentity(profile: MedicalProfile): Promise<Patient[]> {
    const fhir = await deps.fhir();
    const found = await fhir.searchPatients({ identifier: `${FHIR_SYSTEMS[profile.docType]}|${profile.docId}`, birthdate: isoBirth(profile.birth), _count: '20' });
    return found.filter((p) => p.id && matchesIdentity(profile, p));
  }

  const match = (profile: MedicalProfile, p: Patient): PatientMatch => ({ patientId: p.id!, comparison: comparePatient(profile, p) });

  async function requireLinked(memberId: string) {
    const link = await linkOf(memberId);
    if (!link || link.status !== 'LINKED' || !link.patientId) throw new AppError('MEDICAL_NOT_LINKED');
    return { ...link, patientId: link.patientId };
  }

  /** The member's link and, when linked, the record compared with the profile (a READ). */
  async function status(actorId: string, memberId: string) {
    const profile = await profileOf(memberId);
    const link = await linkOf(memberId);
    const record = link?.status === 'LINKED' && link.patientId ? match(profile, await readPatient(actorId, memberId, link.patientId, 'status')) : null;
    return {
      profile: { fullname: profile.fullname, gender: profile.gender, birth: isoBirth(profile.birth), docType: profile.docType, docId: profile.docId, phone: profile.phone, email: profile.email, code: profile.code },
      link: link && { status: link.status, patientId: link.patientId, candidates: link.candidates.length, linkedAt: link.linkedAt, lastSyncAt: link.lastSyncAt },
      record,
    };
  }

  /**
   * Search by document and birth date — they must be the member's own (no one looks up another
   * person's record), and a Patient is returned only when it carries both. A name or phone given is
   * only compared, never matched on. Several results mark the member AMBIGUOUS for staff.
   */
  async function search(actorId: string, memberId: string, input: MedicalSearchInput) {
    const profile = await profileOf(memberId);
    const birth = Number(input.birth.replace(/-/g, ''));
    if (input.docType !== profile.docType || normalizeDocId(input.docId) !== profile.docId || birth !== profile.birth) throw new AppError('MEDICAL_NO_MATCH');
    let patients: Patient[] = [];
    try {
      patients = await findByIdentity(profile);
    } finally {
      await audit(db, { actorId, memberId, action: 'SEARCH', detail: { docType: profile.docType, found: patients.map((p) => p.id) } });
    }
    const ambiguous = patients.length > 1;
    const link = await linkOf(memberId);
    if (ambiguous && link?.status !== 'LINKED') {
      const candidates = patients.map((p) => p.id!);
      await db
        .insert(medicalLink)
        .values({ memberId, status: 'AMBIGUOUS', candidates, updatedAt: deps.now() })
        .onConflictDoUpdate({ target: medicalLink.memberId, set: { status: 'AMBIGUOUS', candidates, patientId: null, updatedAt: deps.now() } });
    }
    // A name or phone typed in the search is only compared with each result (it never finds or excludes one).
    const typed = (p: Patient) => ({
      ...(input.name ? { name: sameName(input.name, p) } : {}),
      ...(input.phone ? { phone: samePhone(input.phone, p) } : {}),
    });
    return { ambiguous, results: patients.map((p) => ({ ...match(profile, p), typed: typed(p) })) };
  }

  /** Links the member to this Patient once it is read and carries their document and birth date (LINK by the member, RESOLVE by staff). */
  async function link(actorId: string, memberId: string, patientId: string, action: 'LINK' | 'RESOLVE') {
    const profile = await profileOf(memberId);
    const current = await linkOf(memberId);
    if (current?.status === 'LINKED') throw new AppError('MEDICAL_ALREADY_LINKED');
    const patient = await readPatient(actorId, memberId, patientId, action.toLowerCase());
    if (!matchesIdentity(profile, patient)) throw new AppError('MEDICAL_NO_MATCH');
    const [elsewhere] = await db.select({ memberId: medicalLink.memberId }).from(medicalLink).where(and(eq(medicalLink.patientId, patientId), ne(medicalLink.memberId, memberId)));
    if (elsewhere) throw new AppError('MEDICAL_LINKED_ELSEWHERE');
    const at = deps.now();
    await db.transaction(async (tx) => {
      await tx
        .insert(medicalLink)
        .values({ memberId, status: 'LINKED', patientId, candidates: [], linkedAt: at, linkedBy: actorId, updatedAt: at })
        .onConflictDoUpdate({ target: medicalLink.memberId, set: { status: 'LINKED', patientId, candidates: [], linkedAt: at, linkedBy: actorId, updatedAt: at } });
      await audit(tx, { actorId, memberId, action, patientId, detail: current?.status === 'AMBIGUOUS' ? { candidates: current.candidates } : {} });
    });
    return match(profile, patient);
  }

  /** A new Patient from the profile, only when the record system holds none with the member's document and birth date. */
  async function create(actorId: string, memberId: string) {
    const profile = await profileOf(memberId);
    if ((await linkOf(memberId))?.status === 'LINKED') throw new AppError('MEDICAL_ALREADY_LINKED');
    const existing = await findByIdentity(profile);
    await audit(db, { actorId, memberId, action: 'SEARCH', detail: { docType: profile.docType, found: existing.map((p) => p.id), before: 'create' } });
    if (existing.length > 0) throw new AppError('DUPLICATE', { found: existing.length });
    const fhir = await deps.fhir();
    const created = await fhir.createPatient(patientFromProfile(profile));
    const at = deps.now();
    await db.transaction(async (tx) => {
      await tx
        .insert(medicalLink)
        .values({ memberId, status: 'LINKED', patientId: created.id!, candidates: [], linkedAt: at, linkedBy: actorId, lastSyncAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: medicalLink.memberId, set: { status: 'LINKED', patientId: created.id!, candidates: [], linkedAt: at, linkedBy: actorId, lastSyncAt: at, updatedAt: at } });
      await audit(tx, { actorId, memberId, action: 'CREATE', patientId: created.id! });
    });
    return match(profile, created);
  }

  /** Sends the profile to the linked Patient (name, gender, phone, e-mail, member code). */
  async function push(actorId: string, memberId: string) {
    const profile = await profileOf(memberId);
    const l = await requireLinked(memberId);
    const before = await readPatient(actorId, memberId, l.patientId, 'push');
    const changed = comparePatient(profile, before).filter((d) => !d.same).map((d) => d.field);
    const fhir = await deps.fhir();
    const after = await fhir.updatePatient(withProfile(before, profile));
    const at = deps.now();
    await db.transaction(async (tx) => {
      await tx.update(medicalLink).set({ lastSyncAt: at, updatedAt: at }).where(eq(medicalLink.memberId, memberId));
      await audit(tx, { actorId, memberId, action: 'PUSH', patientId: l.patientId, detail: { fields: changed } });
    });
    return match(profile, after);
  }

  /** Takes the accepted fields of the linked record into the profile. */
  async function pull(actorId: string, memberId: string, fields: readonly ('name' | 'gender' | 'email')[]) {
    const l = await requireLinked(memberId);
    const values = pulledValues(await readPatient(actorId, memberId, l.patientId, 'pull'));
    const taken = fields.filter((f) => values[f] !== null);
    const at = deps.now();
    await db.transaction(async (tx) => {
      if (taken.includes('name') || taken.includes('gender'))
        await tx
          .update(member)
          .set({ ...(taken.includes('name') ? { fullname: values.name! } : {}), ...(taken.includes('gender') ? { gender: values.gender! } : {}), updatedAt: at })
          .where(eq(member.id, memberId));
      if (taken.includes('email')) {
        const [other] = await tx.select({ id: userAccount.id }).from(userAccount).where(and(eq(userAccount.email, values.email!), ne(userAccount.id, memberId)));
        if (other) throw new AppError('EMAIL_ALREADY_REGISTERED');
        await tx.update(userAccount).set({ email: values.email, updatedAt: at }).where(eq(userAccount.id, memberId));
      }
      await tx.update(medicalLink).set({ lastSyncAt: at, updatedAt: at }).where(eq(medicalLink.memberId, memberId));
      await audit(tx, { actorId, memberId, action: 'PULL', patientId: l.patientId, detail: { fields: taken } });
    });
    return status(actorId, memberId);
  }

  /** Forgets the link (the record system keeps the Patient). */
  async function unlink(actorId: string, memberId: string) {
    const current = await linkOf(memberId);
    if (!current) throw new AppError('MEDICAL_NOT_LINKED');
    await db.transaction(async (tx) => {
      await tx.delete(medicalLink).where(eq(medicalLink.memberId, memberId));
      await audit(tx, { actorId, memberId, action: 'UNLINK', patientId: current.patientId, detail: { status: current.status } });
    });
  }

  /** Staff: one member's link with the record (LINKED) or every candidate (AMBIGUOUS) compared; each Patient read is audited. */
  async function detail(actorId: string, memberId: string) {
    const profile = await profileOf(memberId);
    const link = await linkOf(memberId);
    const ids = link?.status === 'LINKED' && link.patientId ? [link.patientId] : (link?.candidates ?? []);
    const records: PatientMatch[] = [];
    for (const id of ids) records.push(match(profile, await readPatient(actorId, memberId, id, 'staff')));
    return {
      member: { id: memberId, code: profile.code, fullname: profile.fullname, docType: profile.docType, docMasked: maskDocId(profile.docId), birth: isoBirth(profile.birth) },
      link: link && { status: link.status, patientId: link.patientId, linkedAt: link.linkedAt, lastSyncAt: link.lastSyncAt },
      records,
    };
  }

  /** Staff: members by link status (no link, ambiguous, linked), document numbers masked. */
  async function list(q: MedicalListQuery) {
    const where: SQL[] = [isNull(userAccount.deletedAt)];
    if (q.q) where.push(accountSearch(q.q));
    if (q.status === 'UNLINKED') where.push(isNull(medicalLink.memberId));
    else if (q.status) where.push(eq(medicalLink.status, q.status));
    const base = () => db.select().from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).leftJoin(medicalLink, eq(medicalLink.memberId, member.id)).where(and(...where));
    const [total] = await db.select({ n: count() }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).leftJoin(medicalLink, eq(medicalLink.memberId, member.id)).where(and(...where));
    const rows = await base().orderBy(desc(medicalLink.updatedAt), member.code).limit(MEDICAL_PAGE_SIZE).offset((q.page - 1) * MEDICAL_PAGE_SIZE);
    return {
      pagination: paginate(q.page, MEDICAL_PAGE_SIZE, Number(total?.n ?? 0)),
      rows: rows.map((r) => ({
        memberId: r.member.id,
        code: r.member.code,
        fullname: r.member.fullname,
        docType: r.member.docType,
        docMasked: maskDocId(r.member.docId),
        status: r.medical_link?.status ?? 'UNLINKED',
        patientId: r.medical_link?.patientId ?? null,
        candidates: r.medical_link?.candidates.length ?? 0,
        linkedAt: r.medical_link?.linkedAt ?? null,
        lastSyncAt: r.medical_link?.lastSyncAt ?? null,
      })),
    };
  }

  /** The audit: every read and write, newest first; `writes` keeps only changes (the sync log). */
  async function auditLog(q: { memberId?: string; writes?: boolean; page: number }) {
    const where: SQL[] = [];
    if (q.memberId) where.push(eq(medicalAudit.memberId, q.memberId));
    if (q.writes) where.push(inArray(medicalAudit.action, ['LINK', 'CREATE', 'PUSH', 'PULL', 'UNLINK', 'RESOLVE']));
    const cond = where.length ? and(...where) : sql`true`;
    const [total] = await db.select({ n: count() }).from(medicalAudit).where(cond);
    const actor = db.$with('actor').as(db.select({ id: userAccount.id, account: userAccount.account, phone: userAccount.phone }).from(userAccount));
    const rows = await db
      .with(actor)
      .select({ a: medicalAudit, actorAccount: actor.account, memberCode: member.code })
      .from(medicalAudit)
      .leftJoin(actor, eq(actor.id, medicalAudit.actorId))
      .leftJoin(member, eq(member.id, medicalAudit.memberId))
      .where(cond)
      .orderBy(desc(medicalAudit.at), desc(medicalAudit.id))
      .limit(MEDICAL_PAGE_SIZE)
      .offset((q.page - 1) * MEDICAL_PAGE_SIZE);
    return {
      pagination: paginate(q.page, MEDICAL_PAGE_SIZE, Number(total?.n ?? 0)),
      rows: rows.map((r) => ({
        id: r.a.id,
        at: r.a.at,
        action: r.a.action,
        actorId: r.a.actorId,
        // Staff by account name; a member acting on their own record by their member code.
        actor: r.actorAccount ?? (r.a.actorId && r.a.actorId === r.a.memberId ? r.memberCode : null),
        memberId: r.a.memberId,
        memberCode: r.memberCode,
        patientId: r.a.patientId,
        detail: r.a.detail,
      })),
    };
  }

  return { status, search, link, create, push, pull, unlink, detail, list, auditLog };
}

export type MedicalService = ReturnType<typeof createMedicalService>;
