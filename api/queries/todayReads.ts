/**
 * An advisor's Today: overdue next actions, the ones due later today (in Surat), new leads with no
 * next action yet, and today's visits. An agent's lists hold their own leads and the unassigned
 * ones, an admin's every lead. Each list is one index range, or two merged for an agent (migrations:
 * the next-action, fresh and visit-day indexes), so the answer stays quick however many leads the
 * office has.
 */
import { TODAY_FIRST, todayLists, type Today, type TodayList, type TodayLead, type TodayQuery } from '../../contract/today.ts';
import type { Actor } from '../context.ts';
import type { Sql } from '../db.ts';
import { accessRowInsert } from '../privacy/accessLog.ts';
import { presentTodayLead, type TodayLeadRow } from '../presenters/todayLead.ts';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** Midnight in Surat that starts the day of `at`, and the next one. */
export function suratDayOf(at: Date): { start: Date; end: Date } {
  const start = Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** Closed leads, written into the SQL as it stands: a bound parameter would hide the partial indexes' condition from the planner. */
const NOT_CLOSED = "e.status not in ('won', 'lost', 'spam')";

/** One lead as Today shows it (the caller was checked before). */
export async function todayLead(sql: Sql, id: string, now = new Date()): Promise<TodayLead | null> {
  const [row] = await sql<TodayLeadRow[]>`select ${leadColumns(sql)} from enquiries e ${leadJoins(sql)} where e.id = ${id}`;
  return row ? presentTodayLead(row, now) : null;
}

/** The lead columns Today shows, of the lead `e`. */
function leadColumns(sql: Sql) {
  return sql`
    e.id, e.reference, e.buyer_id as "buyerId", e.name, e.mobile, coalesce(e.language, u.locale, 'en') as language,
    p.reference as "listingReference", coalesce(p.title, j.title, e.listing_title) as "listingTitle", e.status,
    coalesce(
      (select max(ev.occurred_at) from events ev where ev.subject_id = e.id::text and ev.type = 'enquiry.status_changed'),
      e.created_at
    ) as "stageSince",
    e.assignee_id as "assigneeId", e.next_action as "nextAction", e.next_action_note as "nextActionNote",
    e.next_action_due_at as "dueAt", e.visit_at as "visitAt", e.created_at as "createdAt"`;
}

/** What those columns read beside the lead `e`: its listing, project and account. */
function leadJoins(sql: Sql) {
  return sql`
    left join properties p on p.id = e.property_id
    left join projects j on j.id = e.project_id
    left join "user" u on u.id = e.user_id`;
}

/** The column a list runs along, and which way. */
interface Order {
  column: 'next_action_due_at' | 'created_at' | 'visit_at';
  descending?: boolean;
}

/**
 * The caller's Today; `viewer` is the agent (their own and unassigned leads), null for an admin (every
 * lead). Each list is cut at its length and says how many leads it holds in all. With `reader`, the
 * same statement writes the access-log row of the leads shown (api/privacy/accessLog.ts).
 * One statement: the lists' ids and totals from the indexes alone, then the leads they name. (One
 * statement per list, each joining the lead's listing, project and account, cost PostgreSQL more to
 * plan than to run: about 2 ms of planning to 1 ms of work each; and each statement more is a round
 * trip and its parsing in the app, most of an answer's time when ten advisors ask at once.)
 */
export async function today(
  sql: Sql,
  viewer: string | null,
  now = new Date(),
  lengths: TodayQuery = {},
  reader?: Actor,
): Promise<Omit<Today, 'siteVisits'>> {
  const { start, end } = suratDayOf(now);
  const open = sql`e.next_action is not null and ${sql.unsafe(NOT_CLOSED)}`;
  // An agent's own leads and the unassigned ones are two ranges of the same index, merged: one
  // condition with "or" would make PostgreSQL fetch and sort every lead of both.
  const owners = viewer === null ? [sql``] : [sql`and e.assignee_id = ${viewer}`, sql`and e.assignee_id is null`];
  const list = (name: TodayList, where: ReturnType<Sql>, { column, descending = false }: Order) => {
    const direction = descending ? sql`desc` : sql`asc`;
    const length = lengths[name] ?? TODAY_FIRST;
    // Each range read in order and cut at the length, then merged and cut again.
    const ranges = owners
      .map(
        (owner) => sql`(
          select e.id, e.${sql(column)} as key from enquiries e
          where ${where} ${owner} and e.erased_at is null
          order by e.${sql(column)} ${direction} limit ${length}
        )`,
      )
      .reduce((all, range) => sql`${all} union all ${range}`);
    // The whole list's length, counted along the same ranges.
    const total = owners
      .map((owner) => sql`(select count(*) from enquiries e where ${where} ${owner} and e.erased_at is null)`)
      .reduce((all, count) => sql`${all} + ${count}`);
    return sql`select ${name}::text as list, ${todayLists.indexOf(name)}::int as place,
      array(select id from (${ranges}) ranges order by key ${direction} limit ${length}) as ids, (${total})::int as total`;
  };
  // Each list's leads in its order (a lead may be in two lists), and a row of no lead for an empty list.
  const shown = sql`
    select picked.list, picked.place, picked.total, lead.id, lead.at
    from picked left join lateral unnest(picked.ids) with ordinality as lead(id, at) on true`;
  // The leads shown, each once, in the order the phone lists them.
  const shownIds = sql`array(
    select id::text from (select id, row_number() over (order by place, at) as n from shown where id is not null) ids
    group by id order by min(n))`;
  const rows = await sql<(TodayLeadRow & { list: TodayList; total: number })[]>`
    with picked as (
      ${list('overdue', sql`${open} and e.next_action_due_at < ${now}`, { column: 'next_action_due_at' })}
      union all ${list('dueToday', sql`${open} and e.next_action_due_at >= ${now} and e.next_action_due_at < ${end}`, { column: 'next_action_due_at' })}
      union all ${list('fresh', sql`e.status = 'new' and e.next_action is null`, { column: 'created_at', descending: true })}
      union all ${list('visits', sql`e.visit_at >= ${start} and e.visit_at < ${end} and ${sql.unsafe(NOT_CLOSED)}`, { column: 'visit_at' })}
    ),
    shown as (${shown})
    ${reader ? sql`, logged as (${accessRowInsert(sql, reader, { action: 'enquiries.listed', subjectType: 'enquiry' }, shownIds)})` : sql``}
    select shown.list, shown.total, ${leadColumns(sql)}
    from shown left join enquiries e on e.id = shown.id ${leadJoins(sql)}
    order by shown.place, shown.at`;
  const answer: Omit<Today, 'siteVisits'> = {
    now: now.toISOString(),
    overdue: [],
    dueToday: [],
    fresh: [],
    visits: [],
    totals: { overdue: 0, dueToday: 0, fresh: 0, visits: 0 },
  };
  for (const row of rows) {
    answer.totals[row.list] = row.total;
    if (row.id) answer[row.list].push(presentTodayLead(row, now));
  }
  return answer;
}
