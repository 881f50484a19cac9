/**
 * /grievance: the privacy grievance form. Anyone may file one; the answer is a tracking number
 * (also e-mailed) that opens the grievance's status page. A tracking number can be looked up here
 * too. The Grievance Officer's contact is on the page.
 */
import { Field, Form, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { GrievanceBody, grievanceTopics, TRACKING_NUMBER, type GrievanceStatusAnswer } from '../../../contract/grievances.ts';
import { describedBy, FieldShell, SelectField, TextField } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { fileGrievance, grievanceOfficerQuery } from '../../data/grievances.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useAuth } from '../../lib/store.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { topicWords } from './grievanceWords.ts';
import { OfficerContact } from './OfficerContact.tsx';

function Received({ answer, onAnother }: { answer: GrievanceStatusAnswer; onAnother: () => void }) {
  const t = useT();
  return (
    <div
      role="status"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900"
      data-testid="grievance-received"
    >
      <p className="flex items-start gap-2 text-lg font-bold">
        <Icon name="check" className="mt-1 h-5 w-5 shrink-0" />
        {t('grievance.received')}
      </p>
      <p className="mt-3 text-sm">{t('grievance.trackingNumber')}</p>
      <p className="font-mono text-2xl font-bold tracking-wider" data-testid="grievance-tracking-number">
        {answer.trackingNumber}
      </p>
      <p className="mt-3 text-sm">{t('grievance.keepNumber')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={`/grievance/${answer.trackingNumber}`} className="btn-primary">
          {t('grievance.seeStatus')}
        </Link>
        <button type="button" className="btn-outline" onClick={onAnother}>
          {t('grievance.newGrievance')}
        </button>
      </div>
    </div>
  );
}

function GrievanceForm({ onFiled }: { onFiled: (answer: GrievanceStatusAnswer) => void }) {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const descriptionId = useId();
  const form = useForm({
    schema: GrievanceBody,
    initialInput: { name: user?.fullName ?? '', email: user?.email ?? '', topic: '' as never, locale },
  });
  const { failure, submit } = useFormSubmit({
    form,
    fieldNames: ['name', 'email', 'mobile', 'topic', 'description'],
    fallback: t('grievance.failed'),
    run: async (values) => onFiled(await fileGrievance({ ...values, locale })),
  });
  return (
    <Form of={form} className="space-y-5" onSubmit={submit}>
      {failure && <Notice tone="error" title={failure} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field of={form} path={['name']}>
          {(field) => <TextField field={field} label={t('grievance.name')} autoComplete="name" />}
        </Field>
        <Field of={form} path={['email']}>
          {(field) => <TextField field={field} label={t('grievance.email')} type="email" autoComplete="email" inputMode="email" />}
        </Field>
        <Field of={form} path={['mobile']}>
          {(field) => <TextField field={field} label={t('grievance.mobile')} type="tel" autoComplete="tel" inputMode="tel" />}
        </Field>
        <Field of={form} path={['topic']}>
          {(field) => (
            <SelectField
              field={field}
              label={t('grievance.topic')}
              options={[
                { value: '', label: t('grievance.choose') },
                ...grievanceTopics.map((topic) => ({ value: topic, label: t(topicWords[topic]) })),
              ]}
            />
          )}
        </Field>
      </div>
      <Field of={form} path={['description']}>
        {(field) => {
          const error = field.errors?.[0];
          const hint = t('grievance.descriptionHint');
          return (
            <FieldShell id={descriptionId} label={t('grievance.description')} error={error} hint={hint}>
              <textarea
                {...field.props}
                id={descriptionId}
                value={typeof field.input === 'string' ? field.input : ''}
                rows={6}
                className={`field ${error ? '!border-rose-400' : ''}`}
                {...describedBy(descriptionId, { error, hint })}
              />
            </FieldShell>
          );
        }}
      </Field>
      <p className="text-xs text-ink-muted">{t('grievance.notice')}</p>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('grievance.sending') : t('grievance.submit')}
      </button>
    </Form>
  );
}

function Lookup() {
  const t = useT();
  const [, navigate] = useLocation();
  const [number, setNumber] = useState('');
  const id = useId();
  const normalised = number.trim().toUpperCase();
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (TRACKING_NUMBER.test(normalised)) navigate(`/grievance/${normalised}`);
      }}
    >
      <p className="font-bold text-ink">{t('grievance.lookup')}</p>
      <label htmlFor={id} className="label">
        {t('grievance.lookupLabel')}
      </label>
      <div className="flex gap-2">
        <input id={id} className="field font-mono uppercase" value={number} onChange={(event) => setNumber(event.target.value)} />
        <button type="submit" className="btn-outline shrink-0" disabled={!TRACKING_NUMBER.test(normalised)}>
          {t('grievance.lookupSubmit')}
        </button>
      </div>
    </form>
  );
}

export function GrievanceScreen() {
  useDocumentTitle({ id: 'grievance.title' });
  const t = useT();
  const officer = useQuery(grievanceOfficerQuery());
  const [filed, setFiled] = useState<GrievanceStatusAnswer | null>(null);
  return (
    <>
      <PageHeader title={t('grievance.title')} intro={t('grievance.intro')} crumb={t('grievance.title')} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="card p-5 sm:p-8">
          {filed ? <Received answer={filed} onAnother={() => setFiled(null)} /> : <GrievanceForm onFiled={setFiled} />}
        </div>
        <aside className="space-y-6">
          {officer.data && (
            <div className="card p-5">
              <OfficerContact officer={officer.data} />
            </div>
          )}
          <div className="card p-5">
            <Lookup />
          </div>
        </aside>
      </div>
    </>
  );
}
