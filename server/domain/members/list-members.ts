import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { MemberListQuery } from '../../../common/member-manage.schema';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { presentMemberRow } from '../../presenters/managed-member';
import { accountSearch } from '../shared/account-search';
import { paginate, sortedPage } from '../shared/paginate';
import { typeChoices } from './member-types';

/**
 * The back office's member list: search by phone, name, nickname, member code (with or without
 * the dash) or e-mail; a member tag; in effect or not (isGood); consenting to marketing by SMS or
 * e-mail (whom a promotion may be sent to); sorted and paginated.
 */
export async function listMembers(db: Db, query: MemberListQuery) {
  const where: (SQL | undefined)[] = [
    query.q ? accountSearch(query.q) : undefined,
    query.tag ? sql`${member.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
    query.isGood ? eq(member.isGood, query.isGood === 'true') : undefined,
    query.marketing === 'SMS' ? eq(member.marketingSms, true) : query.marketing === 'EMAIL' ? eq(member.marketingEmail, true) : undefined,
  ];
  const condition = and(...where);
  const column = { createdAt: userAccount.createdAt, name: member.fullname, code: member.code, lastLoginAt: userAccount.lastLoginAt }[query.sort];

  const [totalRow] = await db.select({ n: count() }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(condition);
  const select = db
    .select({
      id: userAccount.id, phone: userAccount.phone, email: userAccount.email, isLocked: userAccount.isLocked, deletedAt: userAccount.deletedAt,
      lastLoginAt: userAccount.lastLoginAt, createdAt: userAccount.createdAt,
      code: member.code, fullname: member.fullname, nickname: member.nickname, tags: member.tags, isGood: member.isGood,
    })
    .from(member)
    .innerJoin(userAccount, eq(userAccount.id, member.id))
    .where(condition)
    .$dynamic();
  const rows = await sortedPage(select, column, member.id, query);
  const tags = await typeChoices(db, 'tags');
  return { rows: rows.map((r) => presentMemberRow(r, tags)), tags, pagination: paginate(query.page, query.pageSize, Number(totalRow?.n ?? 0)) };
}
export type MemberList = Awaited<ReturnType<typeof listMembers>>;
