import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../../../../common/i18n-config';
import { useLocale } from '../../i18n/use-locale';
import { sendMessage, sendTyping, sendUpload } from '../chat-store';
import { Composer } from '../composer';
import type { CardLinks } from '../message-view';
import { Thread } from '../thread';
import { QuickRepliesBar } from './quick-replies-bar';
import { ThreadHeader, type ThreadHeaderProps } from './thread-header';

/** The chosen room: its header with assignment and ban, the thread, quick replies and the composer. */
export function StaffThread(props: ThreadHeaderProps) {
  const { room, userId, canEdit } = props;
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [draft, setDraft] = useState('');

  const links: CardLinks = useMemo(
    () => ({
      site: (path) => ({ to: localizePath(path, lng), external: true }),
      booking: (id) => ({ to: `/manage/schedule/booking/${id}`, external: false }),
    }),
    [lng],
  );

  return (
    <>
      <ThreadHeader {...props} />
      <Thread room={room} reader="STAFF" lng={lng} links={links} canAnswer={canEdit} otherName={room.receiverName} showSender typingText={t('chat:typing.member', { name: room.typing?.name || room.receiverName })} />
      {canEdit && <QuickRepliesBar userId={userId} onPick={(text) => setDraft((d) => (d.trim() ? `${d.trimEnd()} ${text}` : text))} />}
      <Composer
        disabled={!canEdit}
        disabledReason={!canEdit ? t('chat:manage.readOnly') : undefined}
        value={draft}
        onValueChange={setDraft}
        onSend={async (text) => void sendMessage(room.id, { type: 'TEXT', content: text })}
        onUploaded={async (up) => void sendUpload(room.id, up)}
        onTyping={() => sendTyping(room.id)}
      />
    </>
  );
}
