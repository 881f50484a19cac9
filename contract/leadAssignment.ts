/**
 * Who a new lead goes to: by hand only, round-robin among the agents on duty, or by the admin's
 * rules (a locality or a project to an agent) with round-robin for the rest. The admin's settings,
 * an agent's duty and the answers are read here by both sides.
 */
import * as v from 'valibot';
import { CONTROL_CHARACTERS, isUuid } from './fields.ts';

export const assignmentModes = ['manual', 'round_robin', 'rules'] as const;
export type AssignmentMode = (typeof assignmentModes)[number];

export const assignmentModeLabels: Record<AssignmentMode, string> = {
  manual: 'By hand only',
  round_robin: 'In turn, to agents on duty',
  rules: 'By locality or project',
};

/** At most this many rules: an office names its localities and projects, not every street. */
export const ASSIGNMENT_RULES_MAX = 100;

const agentId = v.pipe(
  v.string('Choose an agent'),
  v.nonEmpty('Choose an agent'),
  v.maxLength(64, 'Choose an agent'),
  v.check((text) => !CONTROL_CHARACTERS.test(text), 'Choose an agent'),
);

const locality = v.pipe(
  v.string('Locality must be text'),
  v.trim(),
  v.nonEmpty('Name the locality'),
  v.maxLength(80, 'Locality must be at most 80 characters long'),
  v.check((text) => !CONTROL_CHARACTERS.test(text) && !/[\r\n]/.test(text), 'Locality must be on one line'),
);

/** One rule: leads about a listing in `locality`, or about `projectId`, go to `agentId` while on duty. */
export const AssignmentRule = v.pipe(
  v.object({
    agentId,
    locality: v.optional(v.nullable(locality)),
    projectId: v.optional(
      v.nullable(
        v.pipe(
          v.string('Project must be a project id'),
          v.check((text: string) => isUuid(text), 'Project must be a project id'),
        ),
      ),
    ),
  }),
  v.check((rule) => Boolean(rule.locality) !== Boolean(rule.projectId), 'A rule names a locality or a project, not both'),
);
export type AssignmentRule = v.InferOutput<typeof AssignmentRule>;

/** Body of PUT /admin/lead-assignment: the mode, the rules in the order they are tried, who is on duty. */
export const LeadAssignmentBody = v.object({
  mode: v.picklist(assignmentModes, 'Mode must be manual, round_robin or rules'),
  rules: v.optional(
    v.pipe(v.array(AssignmentRule, 'Rules must be a list'), v.maxLength(ASSIGNMENT_RULES_MAX, `At most ${ASSIGNMENT_RULES_MAX} rules`)),
    [],
  ),
  onDuty: v.optional(v.pipe(v.array(agentId, 'On duty must be a list of agents'), v.maxLength(500, 'Too many agents')), []),
});
export type LeadAssignmentBody = v.InferOutput<typeof LeadAssignmentBody>;

/** Body of PUT /agents/me/duty: an agent starting or ending their turn in the round-robin. */
export const DutyBody = v.object({ onDuty: v.boolean('On duty must be true or false') });
export type DutyBody = v.InferOutput<typeof DutyBody>;

export const AgentOnDuty = v.object({ _id: v.string(), fullName: v.string(), onDuty: v.boolean() });
export type AgentOnDuty = v.InferOutput<typeof AgentOnDuty>;

export const LeadAssignment = v.object({
  mode: v.picklist(assignmentModes),
  rules: v.array(v.object({ agentId: v.string(), locality: v.nullable(v.string()), projectId: v.nullable(v.string()) })),
  /** Every agent, with whether they take turns now. */
  agents: v.array(AgentOnDuty),
});
export type LeadAssignment = v.InferOutput<typeof LeadAssignment>;

export const Duty = v.object({ onDuty: v.boolean() });
export type Duty = v.InferOutput<typeof Duty>;

export const leadAssignmentAnswerSchemas = { AgentOnDuty, LeadAssignment, Duty };
