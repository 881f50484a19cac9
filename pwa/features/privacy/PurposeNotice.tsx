/**
 * The notice a form shows before it sends personal data: each of its purposes in a line, in the
 * page's language and at the version the server records (contract/privacy.ts), a link to the full
 * notice, and, where the form offers it, the separate unticked choice of offers ("marketing").
 */
import { useId } from 'react';
import { Link } from 'wouter';
import { noticeIn, type Purpose } from '../../../contract/privacy.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';

export interface PurposeNoticeProps {
  purposes: readonly Purpose[];
  /** The offers choice: a box of its own, never ticked for the person. */
  marketing?: { checked: boolean; onChange: (checked: boolean) => void };
}

export function PurposeNotice({ purposes, marketing }: PurposeNoticeProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const marketingNotice = noticeIn(locale, 'marketing');
  return (
    <>
      {marketing && (
        <label className="flex cursor-pointer items-start gap-2.5 text-sm text-ink" data-testid="marketing-choice">
          <input
            type="checkbox"
            name="marketing"
            checked={marketing.checked}
            onChange={(event) => marketing.onChange(event.target.checked)}
            className="focus-ring mt-0.5 h-4.5 w-4.5 shrink-0 rounded border-sand-200 accent-brand-800"
          />
          <span>
            <span className="font-medium">{t('privacyNotice.marketing')}</span>
            <span className="mt-0.5 block text-xs text-ink-muted">{marketingNotice.notice}</span>
          </span>
        </label>
      )}
      <div
        role="note"
        aria-labelledby={headingId}
        className="rounded-xl bg-sand-50 px-3.5 py-3 text-xs leading-relaxed text-ink-soft"
        data-testid="purpose-notice"
      >
        <p id={headingId} className="font-semibold text-ink">
          {t('privacyNotice.heading')}
        </p>
        <ul className="mt-1 space-y-1">
          {purposes.map((purpose) => {
            const notice = noticeIn(locale, purpose);
            return (
              <li key={purpose} data-purpose={purpose}>
                <strong className="font-semibold text-ink">{notice.title}:</strong> {notice.notice}
              </li>
            );
          })}
        </ul>
        <Link href="/privacy" className="focus-ring mt-1.5 inline-block rounded font-semibold text-brand-800 underline">
          {t('privacyNotice.readFull')}
        </Link>
      </div>
    </>
  );
}
