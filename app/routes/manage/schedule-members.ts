import { can } from '../../../common/permissions';
import { manageContext } from '../../features/manage/manage-loader';
import type { Route } from './+types/schedule-members';

/** How many members one search lists (the editor wants a short pick list, not a register). */
const MEMBER_SEARCH_LIMIT = 10;

/**
 * manage/schedule/members?q= — the member search of the booking editor and of a new deal at
 * reception: active members whose name, nickname, phone or e-mail matches, with only what the picker
 * shows. Open to staff who may book (BOOKING_EDIT) or sell at reception (SETTLEMENT_EDIT), who need
 * to find the member without the user-management screen.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, url } = await manageContext(args, (p) => can(p, 'BOOKING_EDIT') || can(p, 'SETTLEMENT_EDIT'));
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  if (!q) return { q, rows: [] };
  const list = await services.manage.users({ kind: 'member', status: 'active', q, pageSize: MEMBER_SEARCH_LIMIT, sort: 'name', order: 'asc' });
  return { q, rows: list.rows.map((r) => ({ id: r.id, name: r.name, nickname: r.nickname, phone: r.phone })) };
}
