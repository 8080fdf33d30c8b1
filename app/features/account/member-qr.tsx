import { useTranslation } from 'react-i18next';
import { formatMemberCode, normalizeMemberCode } from '../../../common/validators/member-code';
import { useQrImage } from '../../components/qr-image';


/** The address a member's QR code carries: `{PUBLIC_URL}/@{member code}` (never the internal id). */
export function memberQrText(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/@${normalizeMemberCode(code)}`;
}

/** The member code as people read it ("K7MQ-4QX9"), in a monospace face that keeps the groups apart. */
export function MemberCode({ code, className = '', testId }: { code: string; className?: string; testId?: string }) {
  return <span className={`font-mono tracking-wider ${className}`} data-testid={testId}>{formatMemberCode(code)}</span>;
}

/** The member's QR code (`memberQrText`), drawn in the browser; qrcode loads lazily. */
export function MemberQr({ memberCode, name, publicUrl }: { memberCode: string; name: string; publicUrl: string }) {
  const { t } = useTranslation();
  const text = memberQrText(publicUrl, memberCode);
  const { src, failed } = useQrImage(text);
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <div className="grid h-60 w-60 shrink-0 place-items-center overflow-hidden rounded-2xl bg-[#fdf6e3] ring-1 ring-stone-200 dark:ring-stone-700" aria-busy={!src && !failed}>
        {src ? (
          <img src={src} width={240} height={240} alt={t('account:profile.qrAlt', { name })} className="h-60 w-60" data-testid="member-qr" />
        ) : (
          <p role="status" className="px-4 text-center text-sm text-stone-700">{failed ? t('account:profile.qrFailed') : t('account:profile.qrLoading')}</p>
        )}
      </div>
      <div className="min-w-0 space-y-3 text-center sm:text-left">
        <p>
          <span className="block text-sm text-stone-600 dark:text-stone-400">{t('account:memberCode.label')}</span>
          <MemberCode code={memberCode} className="text-xl font-semibold" testId="qr-member-code" />
        </p>
        <p className="text-sm break-all text-stone-600 dark:text-stone-400" data-testid="member-qr-text">{text}</p>
        {src && (
          <a href={src} download={`aloha-member-${normalizeMemberCode(memberCode)}.png`} className="btn btn-ghost" data-testid="member-qr-download">
            {t('account:profile.qrDownload')}
          </a>
        )}
      </div>
    </div>
  );
}
