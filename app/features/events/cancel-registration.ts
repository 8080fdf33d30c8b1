import { confirmBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';
import { eventsApi, type RegistrationStatus } from './api';

/** Asks, then cancels one registration; the event's registration as it now is, or null when the member said no. */
export async function cancelWithConfirm(registrationId: number, t: (key: string) => string): Promise<RegistrationStatus | null> {
  if (!(await confirmBox({ titleKey: 'site:eventRegistration.cancelTitle', messageKey: 'site:eventRegistration.cancelMessage' }))) return null;
  const status = await eventsApi.cancel(registrationId);
  toast(t('site:eventRegistration.canceled'));
  return status;
}
