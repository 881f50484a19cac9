/**
 * /privacy/erase: a visitor without an account has the enquiries made with their e-mail address
 * erased. They ask for a code at that address, then send it back; the page says the same whether
 * or not any enquiry was made with it, so it tells nobody who enquired.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { VisitorErasure } from '../../../contract/privacyRights.ts';
import { PlainField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { askVisitorErasure, verifyVisitorErasure } from '../../data/privacyRights.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { ApiError } from '../../lib/apiError.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

/** The words for a refused request or code: the server's reasons, in the page's language. */
function failureWords(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'visitorErasure.failed';
  if (error.status === 429) return 'visitorErasure.tooMany';
  if (error.status === 400 && /not right/.test(error.message)) return 'visitorErasure.wrongCode';
  if (error.status === 400 || error.status === 404) return 'visitorErasure.spent';
  return 'visitorErasure.failed';
}

function Done({ result }: { result: VisitorErasure }) {
  const t = useT();
  return (
    <div role="status" className="space-y-2" data-testid="visitor-erased">
      <p className="text-lg font-bold text-emerald-800">{t('visitorErasure.done')}</p>
      <p className="text-ink-soft">{t('visitorErasure.counts', { erased: result.erased })}</p>
      {result.held > 0 && <Notice tone="info" title={t('visitorErasure.held', { held: result.held })} />}
    </div>
  );
}

export function VisitorErasureScreen() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle({ id: 'visitorErasure.title' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const ask = useMutation({ mutationFn: () => askVisitorErasure({ email: email.trim(), language: locale }) });
  const verify = useMutation({ mutationFn: (requestId: string) => verifyVisitorErasure(requestId, { code: code.trim() }) });
  const requestId = ask.data?.data.requestId;

  return (
    <>
      <PageHeader title={t('visitorErasure.title')} crumb={t('visitorErasure.title')} intro={t('visitorErasure.intro')} />
      <div className="container-page max-w-2xl space-y-6 py-10">
        <div className="card space-y-5 p-5 sm:p-8" data-testid="visitor-erasure">
          {verify.data ? (
            <Done result={verify.data.data} />
          ) : !requestId ? (
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                ask.mutate();
              }}
            >
              <PlainField
                label={t('visitorErasure.email')}
                hint={t('visitorErasure.emailHint')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              {ask.isError && <Notice tone="error" title={t(failureWords(ask.error))} />}
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={ask.isPending}>
                {ask.isPending ? t('visitorErasure.sending') : t('visitorErasure.sendCode')}
              </button>
            </form>
          ) : (
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                verify.mutate(requestId);
              }}
            >
              <p role="status" className="font-semibold text-ink">
                {t('visitorErasure.codeSent', { email: email.trim() })}
              </p>
              <PlainField
                label={t('visitorErasure.code')}
                hint={t('visitorErasure.codeHint')}
                inputClassName="max-w-48 font-mono text-lg tracking-widest"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                required
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
              {verify.isError && <Notice tone="error" title={t(failureWords(verify.error))} />}
              <div className="flex flex-wrap gap-3">
                <button type="submit" className="btn-primary" disabled={verify.isPending}>
                  {verify.isPending ? t('visitorErasure.erasing') : t('visitorErasure.erase')}
                </button>
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => {
                    ask.reset();
                    verify.reset();
                    setCode('');
                  }}
                >
                  {t('visitorErasure.again')}
                </button>
              </div>
            </form>
          )}
        </div>
        <p className="text-sm text-ink-soft">
          {t('visitorErasure.account')}{' '}
          <Link href="/dashboard/privacy" className="focus-ring rounded font-semibold text-brand-800 underline">
            {t('visitorErasure.accountLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
