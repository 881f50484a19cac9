/**
 * /privacy/withdraw?token=…: where a mail's withdrawal link leads, for an account or a visitor
 * alike. Opening it shows what it stops (mail scanners open links, so reading changes nothing);
 * the button withdraws (POST /privacy/withdrawals).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { noticeIn, type Purpose } from '../../../contract/privacy.ts';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { withdrawalQuery, withdrawByLink } from '../../data/privacy.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

export function WithdrawScreen() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle({ id: 'head.withdraw' });
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const preview = useQuery({ ...withdrawalQuery(token), enabled: token !== '' });
  const withdraw = useMutation({ mutationFn: () => withdrawByLink(token) });
  const state = withdraw.data ?? preview.data;
  const titles = (purposes: Purpose[]) => purposes.map((purpose) => noticeIn(locale, purpose).title);

  return (
    <>
      <PageHeader title={t('withdraw.title')} crumb={t('withdraw.title')} />
      <div className="container-page max-w-2xl py-10">
        <div className="card space-y-4 p-6" data-testid="withdrawal">
          {(token === '' || preview.isError) && <Notice tone="error" title={t('withdraw.broken')} />}
          {state && (
            <>
              <p className="font-semibold text-ink" role={state.done ? 'status' : undefined}>
                {state.done ? t('withdraw.done') : t('withdraw.intro')}
              </p>
              <ul className="list-disc space-y-1 pl-5 text-ink-soft">
                {titles(state.purposes).map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
              {!state.done && (
                <button type="button" className="btn-primary" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
                  {withdraw.isPending ? t('withdraw.working') : t('withdraw.button')}
                </button>
              )}
              {withdraw.isError && <Notice tone="error" title={t('withdraw.failed')} />}
            </>
          )}
        </div>
      </div>
    </>
  );
}
