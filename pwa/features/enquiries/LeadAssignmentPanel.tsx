/**
 * Who new leads go to, on the leads screen: an admin sets the mode, the locality and project rules
 * and who is on duty; an agent starts and ends their own duty.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { assignmentModes, type AssignmentMode, type LeadAssignment } from '../../../contract/leadAssignment.ts';
import { Notice } from '../../components/Notice.tsx';
import { adminProjectsQuery } from '../../data/admin.ts';
import { assignmentKeys, dutyQuery, leadAssignmentQuery, saveLeadAssignment, setDuty } from '../../data/leadAssignment.ts';
import { Message, useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import toast from '../../lib/toast.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';

type RuleDraft = { agentId: string; kind: 'locality' | 'project'; value: string };

const draftsOf = (settings: LeadAssignment): RuleDraft[] =>
  settings.rules.map((rule) =>
    rule.projectId
      ? { agentId: rule.agentId, kind: 'project', value: rule.projectId }
      : { agentId: rule.agentId, kind: 'locality', value: rule.locality ?? '' },
  );

/** An agent's own duty: on duty, they take turns in the round-robin and their rules apply. */
export function DutySwitch() {
  const t = useT();
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const duty = useQuery(dutyQuery());
  const change = useMutation({
    mutationFn: setDuty,
    onSuccess: (body) => queryClient.setQueryData(assignmentKeys.duty, body.data),
    onError: (error) => toast.error(failure(error, t('duty.failed'))),
  });
  if (!duty.data) return null;
  const onDuty = duty.data.onDuty;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-sand-200 bg-white px-4 py-3">
      <p className="text-sm text-ink-soft" aria-live="polite">
        {onDuty ? t('duty.on') : t('duty.off')}
      </p>
      <button
        type="button"
        className={onDuty ? 'btn-outline' : 'btn-primary'}
        aria-pressed={onDuty}
        disabled={!online || change.isPending}
        title={online ? undefined : t('offline.writeBlocked')}
        onClick={() => change.mutate(!onDuty)}
      >
        {onDuty ? t('duty.end') : t('duty.start')}
      </button>
    </div>
  );
}

/** The admin's settings: the mode, the rules in order and who is on duty, saved together. */
export function LeadAssignmentPanel() {
  const t = useT();
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const settings = useQuery(leadAssignmentQuery());
  const projects = useQuery(adminProjectsQuery());
  const [mode, setMode] = useState<AssignmentMode>('manual');
  const [onDuty, setOnDuty] = useState<string[]>([]);
  const [rules, setRules] = useState<RuleDraft[]>([]);
  const modeId = useId();

  useEffect(() => {
    if (!settings.data) return;
    setMode(settings.data.mode);
    setOnDuty(settings.data.agents.filter((agent) => agent.onDuty).map((agent) => agent._id));
    setRules(draftsOf(settings.data));
  }, [settings.data]);

  const save = useMutation({
    mutationFn: () =>
      saveLeadAssignment({
        mode,
        onDuty,
        rules: rules.map((rule) =>
          rule.kind === 'project' ? { agentId: rule.agentId, projectId: rule.value } : { agentId: rule.agentId, locality: rule.value },
        ),
      }),
    onSuccess: (body) => {
      queryClient.setQueryData(assignmentKeys.settings, body.data);
      // The server's words are English: the screen says it in the page's language.
      toast.success(t('assignment.saved'));
    },
    onError: (error) => toast.error(failure(error, t('assignment.saveFailed'))),
  });

  if (settings.isError) {
    return (
      <Notice tone="error" title={t('assignment.loadFailed')}>
        {failure(settings.error, t('leads.tryAgain'))}
      </Notice>
    );
  }
  if (!settings.data) return null;
  const agents = settings.data.agents;
  const editRule = (index: number, change: Partial<RuleDraft>) =>
    setRules((current) => current.map((rule, at) => (at === index ? { ...rule, ...change } : rule)));

  return (
    <details className="rounded-xl border border-sand-200 bg-white" data-testid="lead-assignment">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink">
        {t('assignment.summary', { mode: t('assignment.modeName', { mode: settings.data.mode }) })}
      </summary>
      <form
        className="space-y-4 border-t border-sand-200 px-4 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <div>
          <label htmlFor={modeId} className="mb-1 block text-sm font-semibold text-ink-soft">
            {t('assignment.mode')}
          </label>
          <select id={modeId} className="field" value={mode} onChange={(event) => setMode(event.currentTarget.value as AssignmentMode)}>
            {assignmentModes.map((option) => (
              <option key={option} value={option}>
                {t('assignment.modeName', { mode: option })}
              </option>
            ))}
          </select>
        </div>

        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-ink-soft">{t('assignment.onDuty')}</legend>
          {agents.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('assignment.noAgents')}</p>
          ) : (
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {agents.map((agent) => (
                <li key={agent._id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={onDuty.includes(agent._id)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setOnDuty((current) => (checked ? [...current, agent._id] : current.filter((id) => id !== agent._id)));
                      }}
                    />
                    {agent.fullName}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        {mode === 'rules' && (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-semibold text-ink-soft">{t('assignment.rules')}</legend>
            {rules.map((rule, index) => (
              <div key={index} className="grid gap-2 sm:grid-cols-[1fr_auto_1fr_auto]">
                <select
                  className="field"
                  aria-label={t('assignment.rule.kind', { number: index + 1 })}
                  value={rule.kind}
                  onChange={(event) => editRule(index, { kind: event.currentTarget.value as RuleDraft['kind'], value: '' })}
                >
                  <option value="locality">{t('reports.col.locality')}</option>
                  <option value="project">{t('assignment.kind.project')}</option>
                </select>
                {rule.kind === 'locality' ? (
                  <input
                    className="field"
                    aria-label={t('assignment.rule.locality', { number: index + 1 })}
                    placeholder={t('assignment.localityPlaceholder')}
                    value={rule.value}
                    onChange={(event) => editRule(index, { value: event.currentTarget.value })}
                  />
                ) : (
                  <RecordSelect
                    label={t('assignment.rule.project', { number: index + 1 })}
                    choose={t('assignment.chooseProject')}
                    value={rule.value}
                    records={(projects.data ?? []).map((project) => ({ _id: project._id, name: project.title }))}
                    onChange={(value) => editRule(index, { value })}
                  />
                )}
                <RecordSelect
                  label={t('assignment.rule.agent', { number: index + 1 })}
                  choose={t('assignment.chooseAgent')}
                  value={rule.agentId}
                  records={agents.map((agent) => ({ _id: agent._id, name: agent.fullName }))}
                  onChange={(agentId) => editRule(index, { agentId })}
                />
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => setRules((current) => current.filter((_, at) => at !== index))}
                >
                  <Message id="assignment.removeRule" values={{ number: index + 1 }} components={{ 0: <span className="sr-only" /> }} />
                </button>
              </div>
            ))}
            <button
              type="button"
              className="btn-outline"
              onClick={() => setRules((current) => [...current, { agentId: '', kind: 'locality', value: '' }])}
            >
              {t('assignment.addRule')}
            </button>
            <p className="text-xs text-ink-muted">{t('assignment.fallback')}</p>
          </fieldset>
        )}

        <button
          type="submit"
          className="btn-primary"
          disabled={!online || save.isPending}
          title={online ? undefined : t('offline.writeBlocked')}
        >
          {t('assignment.save')}
        </button>
      </form>
    </details>
  );
}

/** A choice of one record by its id, "Choose …" until one is picked. */
function RecordSelect(props: {
  label: string;
  choose: string;
  value: string;
  records: { _id: string; name: string }[];
  onChange: (id: string) => void;
}) {
  return (
    <select className="field" aria-label={props.label} value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)}>
      <option value="">{props.choose}</option>
      {props.records.map((record) => (
        <option key={record._id} value={record._id}>
          {record.name}
        </option>
      ))}
    </select>
  );
}
