import { createContext } from 'react-router';
import type { Actor } from '../server/domain/accounts/get-actor';
import type { PublicUser } from '../server/presenters/user';
import type { AppServices } from '../server/services';

/** Per-request values the server hands to loaders and actions. */
export interface RequestValues {
  nonce: string;
  requestId: string;
  /** The signed-in user, or null (anonymous pages are cached and never see one). */
  actor: Actor | null;
  /** The same user as the browser sees it (spec §3 User). */
  user: PublicUser | null;
}

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestValues>();
