/**
 * Who new leads go to, on the leads screen: an admin sets the mode, the locality and project rules
 * and who is on duty; an agent starts and ends their own duty.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { assignmentModeLabels, assignmentModes, type AssignmentMode, type LeadAssignment } from '../../../contract/leadAssignment.ts';
import { Notice } from '../../components/Notice.tsx';
import { adminProjectsQuery } from '../../data/admin.ts';
import { assignmentKeys, dutyQuery, leadAssignmentQuery, saveLeadAssignment, setDuty } from '../../data/leadAssignment.ts';
import { errorMessage } from '../../lib/apiError.ts';
import toast from '../../lib/toast.ts';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';

type RuleDraft = { agentId: string; kind: 'locality' | 'project'; value: string };

const draftsOf = (settings: LeadAssignment): RuleDraft[] =>
  settings.rules.map((rule) =>
    rule.projectId
      ? { agentId: rule.agentId, kind: 'project', value: rule.projectId }
      : { agentId: rule.agentId, kind: 'locality', value: rule.locality ?? '' },
  );

/** An agent's own duty: on duty, they take turns in the round-robin and their rules apply. */
export function DutySwitch() {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const duty = useQuery(dutyQuery());
  const change = useMutation({
    mutationFn: setDuty,
    onSuccess: (body) => queryClient.setQueryData(assignmentKeys.duty, body.data),
    onError: (error) => toast.error(errorMessage(error, 'Your duty could not be changed')),
  });
  if (!duty.data) return null;
  const onDuty = duty.data.onDuty;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-sand-200 bg-white px-4 py-3">
      <p className="text-sm text-ink-soft" aria-live="polite">
        {onDuty ? 'You are on duty: new leads come to you in turn.' : 'You are off duty: new leads go to the agents on duty.'}
      </p>
      <button
        type="button"
        className={onDuty ? 'btn-outline' : 'btn-primary'}
        aria-pressed={onDuty}
        disabled={!online || change.isPending}
        title={online ? undefined : OFFLINE_WRITE_MESSAGE}
        onClick={() => change.mutate(!onDuty)}
      >
        {onDuty ? 'End my duty' : 'Start my duty'}
      </button>
    </div>
  );
}

/** The admin's settings: the mode, the rules in order and who is on duty, saved together. */
export function LeadAssignmentPanel() {
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
      toast.success(body.message || 'Lead assignment saved');
    },
    onError: (error) => toast.error(errorMessage(error, 'The assignment could not be saved')),
  });

  if (settings.isError) {
    return (
      <Notice tone="error" title="The assignment settings could not be loaded">
        {errorMessage(settings.error, 'Please try again.')}
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
        New leads: {assignmentModeLabels[settings.data.mode]}
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
            Assign new leads
          </label>
          <select id={modeId} className="field" value={mode} onChange={(event) => setMode(event.currentTarget.value as AssignmentMode)}>
            {assignmentModes.map((option) => (
              <option key={option} value={option}>
                {assignmentModeLabels[option]}
              </option>
            ))}
          </select>
        </div>

        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-ink-soft">On duty</legend>
          {agents.length === 0 ? (
            <p className="text-sm text-ink-muted">No agents yet: make an account an agent on the Users screen.</p>
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
            <legend className="mb-1 text-sm font-semibold text-ink-soft">Rules, tried in order</legend>
            {rules.map((rule, index) => (
              <div key={index} className="grid gap-2 sm:grid-cols-[1fr_auto_1fr_auto]">
                <select
                  className="field"
                  aria-label={`Rule ${index + 1}: kind`}
                  value={rule.kind}
                  onChange={(event) => editRule(index, { kind: event.currentTarget.value as RuleDraft['kind'], value: '' })}
                >
                  <option value="locality">Locality</option>
                  <option value="project">Project</option>
                </select>
                {rule.kind === 'locality' ? (
                  <input
                    className="field"
                    aria-label={`Rule ${index + 1}: locality`}
                    placeholder="e.g. Adajan"
                    value={rule.value}
                    onChange={(event) => editRule(index, { value: event.currentTarget.value })}
                  />
                ) : (
                  <RecordSelect
                    label={`Rule ${index + 1}: project`}
                    choose="Choose a project"
                    value={rule.value}
                    records={(projects.data ?? []).map((project) => ({ _id: project._id, name: project.title }))}
                    onChange={(value) => editRule(index, { value })}
                  />
                )}
                <RecordSelect
                  label={`Rule ${index + 1}: agent`}
                  choose="Choose an agent"
                  value={rule.agentId}
                  records={agents.map((agent) => ({ _id: agent._id, name: agent.fullName }))}
                  onChange={(agentId) => editRule(index, { agentId })}
                />
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => setRules((current) => current.filter((_, at) => at !== index))}
                >
                  Remove<span className="sr-only"> rule {index + 1}</span>
                </button>
              </div>
            ))}
            <button
              type="button"
              className="btn-outline"
              onClick={() => setRules((current) => [...current, { agentId: '', kind: 'locality', value: '' }])}
            >
              Add a rule
            </button>
            <p className="text-xs text-ink-muted">A lead no rule takes, or whose agent is off duty, goes round-robin.</p>
          </fieldset>
        )}

        <button
          type="submit"
          className="btn-primary"
          disabled={!online || save.isPending}
          title={online ? undefined : OFFLINE_WRITE_MESSAGE}
        >
          Save assignment
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
