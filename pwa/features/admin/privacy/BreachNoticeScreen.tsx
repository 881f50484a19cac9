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
import { errorMessage } from '../../../lib/apiError.ts';
import { AdminPageHeader } from '../AdminPageHeader.tsx';
import { agencyClock } from '../../enquiries/receivedTime.ts';
import { PrivacyTabs } from './PrivacyTabs.tsx';

const OUTLINE = [
  'What happened: ',
  'When it happened and when we found it: ',
  'Which of your data it concerns: ',
  'What it may mean for you: ',
  'What we have done about it: ',
  'What you can do to protect yourself: ',
].join('\n\n');

export function BreachNoticeScreen() {
  const queryClient = useQueryClient();
  const sent = useQuery(breachNoticesQuery());
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState(OUTLINE);
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
    onError: (error) => setFailure(errorMessage(error, 'The recipients could not be counted.')),
  });
  const send = useMutation({
    mutationFn: () => sendBreachNotice({ subject, body, audience, emails: audience === 'listed' ? emails : undefined }),
    onSuccess: ({ data }) => {
      setConfirming(false);
      setFailure(null);
      setDone(`The notice is being sent to ${data.recipients} ${data.recipients === 1 ? 'account' : 'accounts'}.`);
      setSubject('');
      setBody(OUTLINE);
      setEmails('');
      void queryClient.invalidateQueries({ queryKey: privacyAdminKeys.breachNotices });
    },
    onError: (error) => {
      setConfirming(false);
      setFailure(errorMessage(error, 'The notice could not be sent.'));
    },
  });
  const count = audience === 'listed' ? listedEmails(emails).length : null;
  const reach = preview.data?.recipients ?? 0;
  const unknown = preview.data?.unknown ?? [];
  const recipients = `${reach} ${reach === 1 ? 'account' : 'accounts'}${audience === 'all' ? ' (every account)' : ''}`;
  return (
    <div>
      <AdminPageHeader
        title="Privacy"
        description="Tell every affected person of a breach without delay; the report to the Data Protection Board is due within 72 hours (see the runbook in docs/privacy.md)."
      />
      <PrivacyTabs />
      <form
        className="card space-y-4 p-4 sm:p-6"
        aria-label="Breach notice"
        onSubmit={(event) => {
          event.preventDefault();
          setDone(null);
          setFailure(null);
          preview.mutate();
        }}
      >
        <label className="block">
          <span className="label">Subject</span>
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
          <span className="label">Notice (plain words; the Grievance Officer’s contact is added at the end)</span>
          <textarea className="field min-h-64" value={body} onChange={(event) => setBody(event.target.value)} required minLength={50} />
        </label>
        <fieldset>
          <legend className="label">Send to</legend>
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
              The accounts listed below
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
              Every account
            </label>
          </div>
        </fieldset>
        {audience === 'listed' && (
          <label className="block">
            <span className="label">E-mail addresses of the affected accounts (one a line, or separated by commas)</span>
            <textarea
              className="field min-h-28 font-mono text-sm"
              value={emails}
              onChange={(event) => {
                preview.reset();
                setEmails(event.target.value);
              }}
              required
            />
            <span className="mt-1 block text-xs text-ink-muted">
              {count} {count === 1 ? 'address' : 'addresses'}
            </span>
          </label>
        )}
        {unknown.length > 0 && (
          <Notice
            tone="error"
            title={`No account has ${unknown.length === 1 ? 'this address' : 'these addresses'}: remove or correct it before sending.`}
          >
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
          {preview.isPending ? 'Counting the recipients…' : send.isPending ? 'Sending…' : 'Preview and send'}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={`Send this notice to ${recipients}?`}
        confirmLabel="Send the notice"
        tone="primary"
        pending={send.isPending}
        onConfirm={() => send.mutate()}
        onClose={() => setConfirming(false)}
      >
        <span data-testid="breach-recipients">
          It goes to {recipients} by e-mail at once, whatever they chose about alerts or offers, and cannot be taken back.
        </span>
      </ConfirmDialog>
      <h2 className="mb-3 mt-8 text-lg font-bold text-brand-900">Notices sent</h2>
      {sent.isSuccess && sent.data.length === 0 && <p className="text-sm text-ink-muted">None.</p>}
      <ul className="space-y-2" aria-label="Notices sent">
        {(sent.data ?? []).map((notice) => (
          <li key={notice._id} className="card p-3 text-sm">
            <p className="font-semibold text-ink">{notice.subject}</p>
            <p className="text-ink-muted">
              {agencyClock(notice.sentAt)} · {notice.recipients} {notice.recipients === 1 ? 'account' : 'accounts'}
              {notice.audience === 'all' ? ' (every account)' : ''} · by {notice.sentBy?.fullName ?? 'a deleted account'}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
