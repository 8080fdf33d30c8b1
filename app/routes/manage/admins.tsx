import { redirect } from 'react-router';
import { canAny } from '../../../common/permissions';
import { manageContext } from '../../features/manage/manage-loader';
import type { Route } from './+types/admins';

/** The admins screen (spec §2 system → admins): the user list narrowed to administrators, same actions. */
export async function loader(args: Route.LoaderArgs) {
  await manageContext(args, (p) => canAny(p, 'ADMIN', 'VIEW,EDIT'));
  throw redirect('/manage/users?kind=admin');
}

export default function Admins() {
  return null;
}
