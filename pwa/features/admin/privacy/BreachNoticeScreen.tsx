/**
 * /admincp/privacy/breach-notices: the notice of a personal data breach to every affected account
 * (docs/privacy.md has the runbook and the 72-hour report). The form starts from the points the
 * law asks the notice to cover; sending first asks the server how many accounts it reaches (and
 * which listed addresses have none), then asks once more, as it cannot be taken back.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listedEmails } from '../../../../contract/breachNotices.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { breachNoticesQuery, previewBreachRecipients, privacyAdminKeys, sendBreachNotice } from '../../../data/privacyAdmin.ts';
import { useT } from '../../../i18n/useT.tsx';
import { useFailureMessage } from '../../../lib/formMessages.ts';
import { AdminPageHeader } from '../AdminPageHeader.tsx';
import { PrivacyTabs } from './PrivacyTabs.tsx';
import { useAgencyDates } from './useAgencyDates.ts';

export function BreachNoticeScreen() {
  const t = useT();
  const describeFailure = useFailureMessage();
  const dates = useAgencyDates();
  // The points the law asks a notice to cover, in the page's language, for the office to fill in.
  const outline = t('breach.outline');
  const accounts = (count: number) => t('breach.accounts', { count });
  const queryClient = useQueryClient();
  const sent = useQuery(breachNoticesQuery());
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState(outline);
  const [audience, setAudience] = useState<'all' | 'listed'>('listed');
  const [emails, setEmails] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useMutation({
    mutationFn: () => previewBreachRecipients({ audience, emails: audience === 'listed' ? emails : undefined }),
    onSuccess: (answer) => {
      if (answer.unknown.length === 0) setConfirming(true);
    },
    onError: (error) => setFailure(describeFailure(error, t('breach.countFailed'))),
  });
  const send = useMutation({
    mutationFn: () => sendBreachNotice({ subject, body, audience, emails: audience === 'listed' ? emails : undefined }),
    onSuccess: ({ data }) => {
      setConfirming(false);
      setFailure(null);
      setDone(t('breach.sent', { accounts: accounts(data.recipients) }));
      setSubject('');
      setBody(outline);
      setEmails('');
      void queryClient.invalidateQueries({ queryKey: privacyAdminKeys.breachNotices });
    },
    onError: (error) => {
      setConfirming(false);
      setFailure(describeFailure(error, t('breach.sendFailed')));
    },
  });
  const count = audience === 'listed' ? listedEmails(emails).length : null;
  const reach = preview.data?.recipients ?? 0;
  const unknown = preview.data?.unknown ?? [];
  const recipients = audience === 'all' ? t('breach.everyAccount', { accounts: accounts(reach) }) : accounts(reach);
  return (
    <div>
      <AdminPageHeader title={t('privacyAdmin.title')} description={t('breach.description')} />
      <PrivacyTabs />
      <form
        className="card space-y-4 p-4 sm:p-6"
        aria-label={t('breach.form')}
        onSubmit={(event) => {
          event.preventDefault();
          setDone(null);
          setFailure(null);
          preview.mutate();
        }}
      >
        <label className="block">
          <span className="label">{t('breach.subject')}</span>
          <input
            className="field"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            required
            minLength={5}
            maxLength={150}
          />
        </label>
        <label className="block">
          <span className="label">{t('breach.body')}</span>
          <textarea className="field min-h-64" value={body} onChange={(event) => setBody(event.target.value)} required minLength={50} />
        </label>
        <fieldset>
          <legend className="label">{t('breach.sendTo')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="audience"
                checked={audience === 'listed'}
                onChange={() => {
                  preview.reset();
                  setAudience('listed');
                }}
              />
              {t('breach.listed')}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="audience"
                checked={audience === 'all'}
                onChange={() => {
                  preview.reset();
                  setAudience('all');
                }}
              />
              {t('breach.all')}
            </label>
          </div>
        </fieldset>
        {audience === 'listed' && (
          <label className="block">
            <span className="label">{t('breach.emails')}</span>
            <textarea
              className="field min-h-28 font-mono text-sm"
              value={emails}
              onChange={(event) => {
                preview.reset();
                setEmails(event.target.value);
              }}
              required
            />
            <span className="mt-1 block text-xs text-ink-muted">{t('breach.addresses', { count: count ?? 0 })}</span>
          </label>
        )}
        {unknown.length > 0 && (
          <Notice tone="error" title={t('breach.unknown', { count: unknown.length })}>
            <p className="break-all font-mono text-xs" data-testid="breach-unknown">
              {unknown.join(', ')}
            </p>
          </Notice>
        )}
        {failure && <Notice tone="error" title={failure} />}
        {done && (
          <p role="status" className="font-semibold text-emerald-800">
            {done}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={send.isPending || preview.isPending}>
          {preview.isPending ? t('breach.counting') : send.isPending ? t('breach.sending') : t('breach.preview')}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('breach.confirmTitle', { recipients })}
        confirmLabel={t('breach.confirm')}
        tone="primary"
        pending={send.isPending}
        onConfirm={() => send.mutate()}
        onClose={() => setConfirming(false)}
      >
        <span data-testid="breach-recipients">{t('breach.confirmText', { recipients })}</span>
      </ConfirmDialog>
      <h2 className="mb-3 mt-8 text-lg font-bold text-brand-900">{t('breach.sentList')}</h2>
      {sent.isSuccess && sent.data.length === 0 && <p className="text-sm text-ink-muted">{t('breach.none')}</p>}
      <ul className="space-y-2" aria-label={t('breach.sentList')}>
        {(sent.data ?? []).map((notice) => (
          <li key={notice._id} className="card p-3 text-sm">
            <p className="font-semibold text-ink">{notice.subject}</p>
            <p className="text-ink-muted">
              {dates.clock(notice.sentAt)} ·{' '}
              {notice.audience === 'all'
                ? t('breach.everyAccount', { accounts: accounts(notice.recipients) })
                : accounts(notice.recipients)}{' '}
              · {t('breach.by', { name: notice.sentBy?.fullName ?? t('breach.deletedAccount') })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
